// The policy's vocabulary of meaning (issue 24, section 6), plain data read by ./match.ts. Banned
// words alone (./banned-terms.ts) miss what people write without them ("immigrants are rats", "rolling
// a joint", "pulls out his fingernails") and refuse genre words that are fine in context (a revolver in
// a western standoff). So words carry CONCEPTS, and RULES refuse a window of text (a sentence, or 32
// tokens of a longer one) where an intent, an object and their context words meet, near each other
// and in order when the rule says so, unless a word of an innocent context is there too.
//
// Syntax of a concept entry: "_" joins the words of a phrase; "a/s/ed/ing" lists "a", "as", "aed",
// "aing" (the base, then the base with each suffix); "|" in a phrase slot gives alternatives.

export type Concept =
  // hate against a group of people
  | "group"
  | "copula"
  | "demean"
  | "demean_animal"
  | "expel"
  | "conspiracy"
  | "supremacy"
  // illegal acts and how-tos
  | "howto"
  | "illegal_act"
  | "illegal"
  | "steal"
  | "animal"
  | "valuable"
  | "break_into"
  | "premises"
  | "rescue"
  | "spike"
  | "drink"
  // impaired driving
  | "impaired"
  | "drive"
  | "sober"
  // drugs in slang
  | "drug_strong"
  | "use_snort"
  | "powder_drug"
  | "use_smoke"
  | "smoke_drug"
  | "use_pop"
  | "pill_drug"
  | "use_sip"
  | "sip_drug"
  | "use_cook"
  | "cook_drug"
  | "trade"
  | "street_drug"
  | "edible"
  | "lab"
  // gore and torture
  | "body_part"
  | "gore_act"
  | "torture"
  | "burn"
  | "burn_tool"
  | "restrain"
  | "tool"
  | "dismember"
  | "medical"
  | "figurative"
  // violence against a person
  | "person"
  | "pronoun"
  | "role"
  | "push"
  | "fall_place"
  | "run_over"
  | "aim"
  | "weapon_word"
  | "until_still"
  // sexual content
  | "undress"
  | "sexualized"
  | "doing_it"
  | "intimate_place"
  | "sleep_with"
  // self-harm
  | "self_harm"
  | "swallow"
  | "pills"
  | "wrist"
  | "cut"
  // contexts that make a weapon or crime word a genre word
  | "care"
  | "genre";

export const CONCEPTS: Readonly<Record<Concept, readonly string[]>> = {
  group: [
    "immigrants migrants refugees foreigners asylum_seekers minorities",
    "muslims jews christians hindus sikhs catholics atheists",
    "blacks whites asians mexicans arabs africans latinos hispanics gypsies roma indians pakistanis",
    "gays lesbians homosexuals queers transgenders trannies",
    "women females girls",
    "black|white|asian|jewish|muslim|chinese|mexican|arab|african|indian|gay|trans|transgender|disabled|native|fat|old|poor_people|folks|men|women|immigrants",
    "the_jews the_chinese the_mexicans the_muslims the_blacks the_gays the_disabled the_poor",
  ],
  copula: ["are is were be being as all should must deserve"],
  demean: [
    "vermin parasites savages subhuman inferior disgusting unnatural filthy dirty lazy stupid dumb useless worthless evil",
    "plague disease cancer infestation scum filth freaks criminals thieves rapists",
    "less_intelligent less_human mentally_ill a_burden a_disease a_plague not_human",
  ],
  expel: [
    "deported deport/s/ed/ing exterminated exterminate/s/d wiped_out wipe_them_out get_rid_of",
    "kick_them_out kick_them_all_out kicked_out sent_back send_them_back go_back_to go_back_where",
    "dont_belong do_not_belong don_t_belong should_not_exist shouldnt_exist banned_from",
    "gassed gas_them burn_them hang_them should_be_shot should_be_killed should_be_hanged should_die",
    "deserve_to_die must_die should_all_die",
  ],
  demean_animal: ["rats cockroaches roaches leeches animals apes monkeys pigs dogs beasts trash garbage"],
  conspiracy: [
    "control_the_banks control_the_media control_the_world controls_the_banks controls_the_media",
    "run_the_world runs_the_world own_the_banks own_the_media behind_every_war behind_all_wars",
    "are_behind_every are_replacing replacing_us taking_over invading_our stealing_our_jobs steal_our_jobs",
    "taking_our_jobs take_our_jobs",
  ],
  supremacy: [
    "master_race pure_race race_pure racial_purity keep_our_race_pure race_traitor race_traitors",
    "go_back_to_africa go_back_to_mexico go_back_to_china go_back_to_your_country go_back_where_you_came_from",
  ],
  howto: [
    "how_to how_do_i how_do_you how_can_i step_by_step tutorial tutorials guide guides instructions",
    "teach/es/ing taught shows_how show_me_how showing_how explain/s/ed/ing_how tips_for tricks_for",
    "ways_to way_to recipe_for walkthrough diy",
  ],
  illegal_act: [
    "hotwire/s/d hotwiring pick_a_lock picking_a_lock pick_locks picking_locks pickpocket/s/ing",
    "hack_into hacking_into hacked_into steal stealing stole shoplift launder laundering",
    "counterfeit counterfit make_money_with_a_printer print_money cook_meth make_explosives",
    "evade_the_police evade_police avoid_the_cops get_away_with without_getting_caught",
    "buy_a_gun without_a_background_check break_into breaking_into skip_the_toll cheat_on_taxes",
  ],
  illegal: [
    "fake_id fake_ids forged_passport forged_passports sells_stolen selling_stolen sell_stolen",
    "buys_stolen buying_stolen run_from_the_cops running_from_the_cops ran_from_the_cops",
    "run_from_the_police running_from_the_police flee/s/ing_the_police fled_the_police",
    "graffiti_on_a_train graffiti_on_the_train tag/s/ging_a_train spray_paint/s/ing_a_police",
    "identity_theft credit_card_fraud insurance_fraud tax_fraud ponzi_scheme without_paying",
  ],
  steal: ["steal steals stealing stole snatch/es/ed/ing pickpocket/s/ed"],
  animal: [
    "raccoon raccoons magpie magpies crow crows monkey monkeys seagull seagulls squirrel squirrels fox dog cat puppy kitten bird",
  ],
  valuable: [
    "purse purses wallet wallets car cars phone phones money cash jewels jewelry jewellery diamonds",
    "credit_card credit_cards credit_card_numbers laptop laptops bike bikes handbag handbags",
    "identity identities passport passports necklace watch ring rings tv tvs",
  ],
  break_into: ["break_into breaks_into breaking_into broke_into broken_into"],
  premises: [
    "house houses home homes school schools car cars store stores shop shops bank banks apartment",
    "apartments office offices garage neighbors neighbours neighbor neighbour building warehouse",
  ],
  rescue: ["rescue rescues rescued firefighter firefighters firemen fireman save saves saving"],
  spike: ["spike spikes spiked spiking roofie roofies roofied drop_something_in"],
  drink: ["drink drinks drinking"],
  impaired: [
    "drunk drunken wasted hammered tipsy buzzed plastered sloshed intoxicated",
    "stoned under_the_influence after_drinking been_drinking night_of_drinking six_pack beer beers tequila vodka",
    "margarita margaritas martinis mojitos cocktails pints shots_of had_a_few a_few_drinks too_many_drinks",
    "too_much_to_drink bottle_of_wine whole_bottle",
    "whiskey booze liquor",
    "get_high gets_high getting_high got_high while_high so_high totally_high is_high was_high",
  ],
  drive: [
    "drive drives driving drove driven driver drivers behind_the_wheel for_a_spin swerve/s/d swerving",
    "takes_the_wheel take_the_wheel took_the_wheel",
  ],
  sober: [
    "designated sober taxi taxis cab cabs an_uber ubers uber_home call_an_uber calls_an_uber bus train walks_home walk_home checkpoint checkpoints breathalyzer",
    "breathalyser sobriety awareness campaign psa dont_drink_and_drive don_t_drink_and_drive",
    "dangers danger goggles simulator prevention lesson destroys_lives ruins_lives crash_statistics consequences",
  ],
  drug_strong: [
    "bong bongs spliff spliffs ganja reefer kush xanax percocet percocets percs oxycontin",
    "junkie junkies crackhead crackheads methhead methheads tweaker tweakers trap_house trap_houses",
    "shroom stoned_out purple_drank dmt pcp crack_rock crack_rocks dope_dealer dope_fiend",
    "thc dab_pen dabs tripping_balls wax_pen line_of_coke lines_of_coke shooting_up_heroin snort/s/ed/ing_a_line snort/s/ed/ing_lines",
  ],
  use_snort: [
    "snort snorts snorted snorting doing_lines do_lines did_lines lines_of line_of bump_of",
    "bag_of bags_of baggie gram grams eighth ounce",
  ],
  powder_drug: ["coke blow ket"],
  use_smoke: [
    "smoke/s/d smoking roll/s/ed/ing pass/es/ed/ing hit/s/ting light/s/ing lit toke/s/d toking puff/s/ed/ing",
  ],
  smoke_drug: ["joint joints blunt blunts weed spliff"],
  use_pop: ["pop/s/ped/ping drop/s/ped/ping take/s taking took rolling_on tripping_on high_on on"],
  pill_drug: ["molly acid percs perc ecstasy xans xan xanny xannies oxy oxys addy addies adderall vicodin"],
  use_sip: ["sip/s/ped/ping sippin"],
  sip_drug: ["lean drank"],
  use_cook: ["cook/s/ed/ing"],
  cook_drug: ["crystal dope crack meth"],
  trade: ["dealer dealers dealing plug score/s/d scoring"],
  street_drug: ["weed coke blow molly acid smack percs xans"],
  edible: ["gummies gummy edibles edible brownies vape pen pens cart carts"],
  lab: [
    "chemistry chemist lab laboratory beaker beakers experiment science scientist teacher class",
    "battery batteries lemon vinegar soda can cans bottle vending fridge cola diet straw restaurant",
    "rain snow skating rink drinks drink glass cocktail bar kids kid",
  ],
  body_part: [
    "guts insides intestines entrails innards organs brain brains skull eye eyes eyeball eyeballs",
    "fingernail fingernails finger fingers toenails teeth tooth skin flesh bone bones limb limbs",
    "arm arms leg legs head heads face throat neck chest stomach belly ribs jaw ear ears",
    "scalp spine kneecap kneecaps toes",
  ],
  gore_act: [
    "gouge/s/d gouging rip/s/ped/ping tear/s/ing_off|open|out tore_off|open|out torn_off|open|out",
    "spill/s/ed/ing splatter/s/ed/ing spatter/ed",
    "smash/es/ed/ing caved_in cracked_open crack_open split_open sliced_off slice_off slices_off",
    "sever/s/ed/ing chop/s/ped/ping_off chopped_off cut/s_off cutting_off saw/s/ed/ing_off sawed_off",
    "hack/s/ed_off flayed skinned peel/s/ed_off melted melting blown_off blew_off blow_off",
    "hang/s/ing_out_of hung_out_of fall/s_out fell_out pull/s/ed/ing_out crushed",
    "mangled sliced_open slit_open burst_open ooze/s/d oozing gush/es/ed/ing_out dangling dangles dangle",
    "slam/s/med/ming break|breaks|broke|breaking|snap|snaps|snapped_every|each|all|both",
  ],
  torture: [
    "electrocute/s/d electrocuting waterboard/s/ed/ing burned_alive burnt_alive burns_alive",
    "skinned_alive boiled_alive buried_alive flay/s/ed/ing thumbscrews branding_iron",
    "cattle_prod scream/s_in_agony screaming_in_agony bone_sticking_out bones_sticking_out bone_poking_out",
  ],
  burn: ["burn/s/ed/ing burnt"],
  restrain: [
    "tie|ties|tied|tying_him|her|them|me_up tied_to_a_chair strapped_to_a_chair chained_to_a_chair chained_up",
    "tied_up duct_taped zip_tied",
  ],
  tool: ["hammer hammers pliers blowtorch drill knife knives bat bats belt razor scalpel iron"],
  burn_tool: ["blowtorch blowtorches cigarette cigarettes hot_iron clothes_iron lighter branding_iron"],
  dismember: ["chopped_into_pieces cut_into_pieces chopped_up hacked_to_pieces torn_to_pieces"],
  medical: [
    "doctor doctors surgeon surgeons surgery dentist dentists vet anatomy lesson lessons class",
    "museum model plastic skeleton xray x_ray textbook diagram biology science hospital nurse",
    "chef cook kitchen recipe butcher fish chicken turkey salad pumpkin halloween costume makeup",
    "haircut barber hairdresser manicure nail_salon carrots onions vegetables loose fruit fruits peach peaches",
    "apple apples potato potatoes tomato tomatoes banana bananas mango orange oranges pear pears",
    "salmon trout cod tuna fillet fillets debone deboning deboned portions pin_bones cake_smash smash_cake face_painting",
  ],
  // film-craft and everyday phrases that hold a gore act: "smash cut to his face", "the door slams in her face"
  figurative: [
    "smash_cut smash_cuts slams|slammed|slam|slamming_in_her|his|their|my|your_face slams|slammed_the_door",
  ],
  pronoun: ["him her them me you us himself herself"],
  role: ["student students pupil pupils boss coworker secretary nanny babysitter stranger strangers patient"],
  person: [
    "man men woman women boy boys girl girls child children",
    "kid kids baby toddler person people someone somebody victim victims prisoner prisoners wife",
    "husband girlfriend boyfriend gf bf friend brother sister mother father mom dad parents son",
    "daughter neighbor neighbour teacher student classmate cyclist pedestrian driver guard hostage",
    "old_lady old_man grandma grandpa puppy kitten dog cat hiker hunter stranger cashier",
  ],
  push: ["drag/s/ged/ging", "push/es/ed/ing shove/s/d shoving throw/s/ing threw thrown"],
  fall_place: [
    "off_a_cliff off_the_cliff off_a_bridge off_the_bridge off_the_roof off_a_roof off_the_balcony",
    "off_a_balcony off_the_ledge down_the_stairs out_the_window out_of_the_window off_the_building",
  ],
  run_over: ["runs_over ran_over run_over running_over mows_down mowed_down mow_down"],
  aim: ["point/s/ed/ing aim/s/ed/ing wave/s/d_a"],
  weapon_word: [
    "gun guns pistol pistols revolver revolvers rifle rifles shotgun shotguns handgun handguns",
    "knife knives machete axe",
  ],
  until_still: [
    "until|till|til|untill_he|she|it|they_stops|stop|stopped_moving|breathing",
    "hasta_que_deja|dejan|deje|dejen_de_moverse|respirar hasta_que_ya_no_se_mueve|respira",
    "finche_non_smette|smettono_di_muoversi|respirare fino_a_quando_non_smette|smettono_di_muoversi|respirare finche_non_si_muove_piu",
    "jusqu_a_ce_qu_il|elle|ils|elles_ne_bouge|bougent|respire|respirent_plus",
    "jusqu_a_ce_qu_il|elle_arrete|cesse_de_bouger|respirer",
    "bis_er|sie|es_sich_nicht_mehr_bewegt|ruhrt bis_er|sie|es_aufhort_zu_atmen",
    "ate_parar|parou|pararem_de_se_mexer ate_parar|parou|pararem_de_respirar ate_nao_se_mexer_mais",
    "until|till|til_he|she|it|they_is|are|was_unconscious|dead|lifeless",
    "until|till_he|she|it|they_passes|pass|passed_out",
    "until|till_he|she_s_unconscious|dead",
  ],
  undress: [
    "undress/es/ed/ing strips_naked strip_naked takes_off_her_clothes takes_off_all_her_clothes",
    "takes_off_his_clothes takes_off_all_his_clothes take_off_their_clothes clothes_coming_off",
    "clothes_come_off rips_her_clothes_off tears_her_clothes_off takes_her_top_off takes_her_bra_off",
    "without_clothes no_clothes no_clothes_on clothes_off",
  ],
  sexualized: [
    "twerk/s/ing twerked see_through_bikini see_through_dress hot_babe hot_babes thong thongs",
    "bending_over_for bends_over_for lapdance lapdances lap_dance booty_call one_night_stand",
    "grinding_on grinds_on grind_on grinding_against making_out_in_bed hooking_up_in|with hook_up_with hooks_up_with hooked_up_with seductive seductively",
    "sensual horny aroused",
  ],
  doing_it: ["doing_it do_it did_it going_at_it getting_it_on get_it_on"],
  intimate_place: [
    "shower bed bedroom backseat back_seat hot_tub closet sheets motel_room bathroom couch sofa",
  ],
  sleep_with: ["sleeping_with sleeps_with slept_with sleep_with having_an_affair_with"],
  self_harm: [
    "end_it_all ending_it_all wants_to_die want_to_die wanted_to_die suicide_note",
    "jump_off_the_bridge jumps_off_the_bridge not_worth_living no_reason_to_live take_my_own_life",
  ],
  swallow: [
    "swallow/s/ed/ing takes_all took_all taking_all down/s/ed_a downing ate_all eats_all",
    "overdose/s/d",
  ],
  pills: ["pills bottle_of_pills pill_bottle sleeping_pills painkillers tablets meds"],
  wrist: ["wrist wrists forearm forearms veins"],
  cut: ["cut cuts cutting slit slits slitting slice/s/d slicing razor blade"],
  care: [
    "bath bathtub baby toddler diaper nappy pajamas pyjamas bedtime doctor changing_room locker_room swim swimsuit",
  ],
  genre: [
    "sherif sherifs alguacil pistolero pistoleros duelo duello revolverheld",
    "salute salutes gun_salute rifle_salute honor_guard honour_guard military_funeral ceremonial color_guard cops_and_robbers",
    "western westerns cowboy cowboys cowgirl cowgirls sheriff sheriffs deputy marshal saloon outlaw",
    "outlaws gunslinger gunslingers standoff showdown duel high_noon wild_west old_west frontier",
    "holster holsters holstered stagecoach ranch rancher saddle tumbleweed prairie posse bandit",
    "bandits vaquero vaqueros oeste far_west lone_ranger quick_draw six_shooter six_shooters",
    "museum exhibit exhibition antique antiques display collection collector historical history",
    "reenactment prop props replica shooting_range gun_range target_practice",
    "mounted fireplace heirloom mantel mantelpiece",
    "biathlon olympic olympics skeet clay_pigeons hunting_season",
    "cartoon cartoons comedy slapstick silly",
  ],
};

/** What a rule refuses, for the corpus' categories and the analytics' theme labels. */
export type RuleCategory =
  "hate" | "illegal" | "impaired-driving" | "drugs" | "gore-torture" | "violence" | "sexual" | "self-harm";

export type Rule = {
  /** The theme label reported (Content contains inappropriate themes). */
  label: string;
  category: RuleCategory;
  /** Concepts that must all occur in one window. */
  all: readonly Concept[];
  /** At most this many tokens from the first concept's word to the last one's (default: the window). */
  near?: number;
  /** The concepts must occur in the order given. */
  ordered?: boolean;
  /** A window holding any of these concepts is innocent for this rule. */
  unless?: readonly Concept[];
};

export const RULES: readonly Rule[] = [
  // hate stated without slurs: a group of people, then what they "are" or what should be done to them
  {
    label: "hate against a group",
    category: "hate",
    all: ["group", "copula", "demean"],
    ordered: true,
    near: 8,
  },
  { label: "hate against a group", category: "hate", all: ["group", "demean"], ordered: true, near: 2 },
  {
    label: "hate against a group",
    category: "hate",
    all: ["group", "copula", "demean_animal"],
    ordered: true,
    near: 4,
  },
  { label: "hate against a group", category: "hate", all: ["group", "expel"], near: 7 },
  { label: "hate against a group", category: "hate", all: ["group", "conspiracy"], ordered: true, near: 6 },
  { label: "hate against a group", category: "hate", all: ["supremacy"] },
  // illegal how-tos and crimes written without crime words
  { label: "illegal activity", category: "illegal", all: ["howto", "illegal_act"], ordered: true, near: 10 },
  { label: "illegal activity", category: "illegal", all: ["illegal"] },
  {
    label: "illegal activity",
    category: "illegal",
    all: ["steal", "valuable"],
    ordered: true,
    near: 5,
    unless: ["animal"],
  },
  {
    label: "illegal activity",
    category: "illegal",
    all: ["break_into", "premises"],
    ordered: true,
    near: 4,
    unless: ["rescue"],
  },
  { label: "illegal activity", category: "illegal", all: ["spike", "drink"], near: 4 },
  // impaired driving
  {
    label: "impaired driving",
    category: "impaired-driving",
    all: ["impaired", "drive"],
    near: 14,
    unless: ["sober"],
  },
  // drugs in slang
  { label: "drug use", category: "drugs", all: ["drug_strong"] },
  { label: "drug use", category: "drugs", all: ["use_snort", "powder_drug"], near: 3, unless: ["lab"] },
  { label: "drug use", category: "drugs", all: ["use_smoke", "smoke_drug"], ordered: true, near: 3 },
  {
    label: "drug use",
    category: "drugs",
    all: ["use_pop", "pill_drug"],
    ordered: true,
    near: 3,
    unless: ["lab"],
  },
  { label: "drug use", category: "drugs", all: ["use_sip", "sip_drug"], ordered: true, near: 3 },
  { label: "drug use", category: "drugs", all: ["use_cook", "cook_drug"], ordered: true, near: 2 },
  { label: "drug use", category: "drugs", all: ["trade", "street_drug"], near: 4, unless: ["lab"] },
  { label: "drug use", category: "drugs", all: ["street_drug", "edible"], ordered: true, near: 1 },
  // gore and torture described without gore words
  {
    label: "graphic violence",
    category: "gore-torture",
    all: ["body_part", "gore_act"],
    near: 5,
    unless: ["medical", "figurative"],
  },
  { label: "graphic violence", category: "gore-torture", all: ["torture"], unless: ["medical"] },
  {
    label: "graphic violence",
    category: "gore-torture",
    all: ["person", "dismember"],
    ordered: true,
    near: 4,
  },
  {
    label: "graphic violence",
    category: "gore-torture",
    all: ["burn", "burn_tool"],
    near: 8,
    unless: ["medical"],
  },
  { label: "graphic violence", category: "gore-torture", all: ["restrain", "tool"], near: 12 },
  // violence against a person written without violent words
  { label: "violence", category: "violence", all: ["push", "person", "fall_place"], ordered: true, near: 8 },
  { label: "violence", category: "violence", all: ["push", "pronoun", "fall_place"], ordered: true, near: 6 },
  { label: "violence", category: "violence", all: ["run_over", "person"], ordered: true, near: 3 },
  {
    label: "violence",
    category: "violence",
    all: ["aim", "weapon_word", "person"],
    ordered: true,
    near: 8,
    unless: ["genre"],
  },
  { label: "violence", category: "violence", all: ["until_still"] },
  // sexual content written without sexual words
  { label: "sexual content", category: "sexual", all: ["undress"], unless: ["care"] },
  { label: "sexual content", category: "sexual", all: ["sexualized"] },
  { label: "sexual content", category: "sexual", all: ["doing_it", "intimate_place"], near: 5 },
  { label: "sexual content", category: "sexual", all: ["sleep_with", "role"], ordered: true, near: 3 },
  // self-harm
  { label: "self-harm", category: "self-harm", all: ["self_harm"] },
  {
    label: "self-harm",
    category: "self-harm",
    all: ["swallow", "pills"],
    ordered: true,
    near: 5,
    unless: ["medical"],
  },
  {
    label: "self-harm",
    category: "self-harm",
    all: ["cut", "wrist"],
    ordered: true,
    near: 3,
    unless: ["medical"],
  },
];

/**
 * Weapon and crime words that name a genre's props: refused as keywords unless their window holds a
 * genre context (a western, a museum, a toy, a range). Threats and shots at people are refused anyway.
 */
export const GENRE_TOLERATED: readonly string[] = (
  "gun guns pistol pistols revolver revolvers rifle rifles shotgun shotguns handgun handguns firearm " +
  "firearms gunfight gunfights shootout shootouts robbery robberies robber robbers gunman gunmen " +
  "six_shooter six_shooters gunpoint"
).split(" ");

/**
 * Compound partners: a banned word written together with one of these ("serialkiller", "bloodsoaked",
 * "pornstar") is the banned word. Partners are whole words that make no innocent compound with a
 * banned word of this list ("painkiller", "bloodline", "sextant", "therapist" are not built from them).
 */
export const COMPOUND_PREFIXES: readonly string[] = (
  "serial mass axe ax gang child kiddie kiddy teen group cyber phone soft hard revenge snuff hate " +
  "cop baby kill"
).split(" ");
export const COMPOUND_SUFFIXES: readonly string[] = (
  "star stars bot bots cam cams tape tapes toy toys doll dolls video videos vid vids pic pics site " +
  "sites chat slave slaves party parties shop shops splatter splattered spattered soaked soaking " +
  "lust thirsty stained pool bath fest lord lords dealer dealers deal deals den dens lab labs head " +
  "heads house addict addicts mule mules money streak spree count zone squad room everyone all " +
  "them you him her people time fight fights crazy hub"
).split(" ");

/** Banned words in the other languages the product detects (scene text is often Spanish, French, German). */
export const OTHER_LANGUAGE_KEYWORDS: readonly string[] = [
  // Spanish
  "mata matan mato matar asesina asesino asesinato asesinan cocaina marihuana droga drogas desnudo desnuda desnudos desnudas violacion violada",
  // French
  "tue tuent tuer meurtre meurtrier nue nues drogue drogues cocaine viol violee",
  // German
  "totet getotet mord morder ermordet kokain nackt nackte drogen vergewaltigt",
  // Italian and Portuguese
  "uccide uccidere omicidio nuda nudo assassinato maconha uccidono ucciso uccisa ammazza ammazzare ammazzato stupro stuprata",
  // profanity and sex in the same languages
  "puta putas mierda joder merde putain salope ficken wichser hure caralho merda foda estupro estuprada nua",
  "tomar_no_cu toma_no_cu vai_se_foder vai_te_foder se_foder puta_que_pariu",
  "cazzo vaffanculo stronzo stronza coglione minchia puttana figlio_di_puttana scheiße scheisse arschloch hurensohn fotze",
  "connard connards connasse encule salaud cabron cabrona pendejo pendeja gilipollas hijo_de_puta filho_da_puta buceta arrombado",
  // Chinese, Japanese, Korean and Hindi profanity (found inside unspaced text by the tokenizer)
  "操你妈 他妈的 傻逼 草泥马 肏 クソ野郎 くそったれ 씨발 시발 개새끼 병신 존나 चूतिया मादरचोद बहनचोद भेनचोद भोसड़ी हरामी",
];

/** A frame: words that together (within `near` words, in order if `ordered`) mean one of the categories. */
export type FrameRule = {
  label: string;
  category: RuleCategory;
  all: readonly string[];
  near?: number;
  ordered?: boolean;
  unless?: readonly string[];
};
