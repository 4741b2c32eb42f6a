// Semantic frames (issue 24, section 6, second pass): plain data read by ./match.ts next to the rules of
// ./vocabulary.ts. The first vocabulary refused the phrasings it was written against and little else
// (38% of a fresh set of harmful cases). Frames describe harm the way people say it, in general terms:
// an INTENT or ACT (verbs, stemmed, so "slap", "slaps", "slapped" and "slapping" are one entry), its
// TARGET (a person, an animal, a group, a body part, an object of crime) and CONTEXT cues that make it
// innocent (sport, a lesson, wildlife, a toy). Each frame is a rule: its concepts must meet in one window
// (a sentence), near each other and in order when it says so, unless an innocent concept is there.
//
// Entry syntax (as ./vocabulary.ts): "_" joins the words of a phrase, "a/s/ed" lists "a", "as", "aed",
// "|" gives alternatives for one word of a phrase. Besides: a ONE-WORD entry also matches every word with
// the same stem (./stem.ts), unless it starts with "=" (exact only: "=weed", or gardeners pull "weeds").
//
// TOLERANCES let keywords through in the everyday genres that use them (a detective and a murder, a
// surgeon and blood, a lion that kills, a drug-awareness class): only nouns of the genre, only when the
// genre's context is in the window, and never when a concept that makes it explicit is there too.
// Frames are judged separately, so a tolerance never whitewashes a frame's harm.
import type { RuleCategory } from "./vocabulary";

export const FRAME_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  // ---------------------------------------------------------------- violence against someone
  f_harm: [
    "slap punch kick stomp strangle choke stab batter assault attack whip flog drown suffocate smother",
    "poison shove bash pummel bludgeon throttle slash abuse abduct kidnap molest headbutt",
    "beat_up beats_up beating_up beat_the_crap_out_of beating_the_crap_out_of beaten_up",
    "torture torment electrocute waterboard lynch behead execute knock_out knocks_out knocked_out",
    "curb_stomp curbstomp pistol_whip pistol_whips pistol_whipped sucker_punch",
    "beat|beats|beating|hits|hitting|hit_his|her|their_wife|husband|kid|kids|son|daughter|girlfriend|boyfriend|child|children|dog|cat|mom|dad|mother|father|brother|sister|baby|toddler",
    "secuestra secuestrar tortura torturan torturar torturando dispara_a dispara_contra",
    "erschiesst erschiessen erschossen ersticht erstechen umbringen",
    // es fr de pt
    "le_pega le_pegan les_pega le_pego golpea golpear golpeando golpeo apunala apunalar ahorca estrangula",
    "frappe frapper frappant tabasse poignarde etrangle",
    "schlagt schlagen schlug verprugelt verprugeln ersticht wurgt",
    "bate batendo espanca espancando esfaqueia estrangula",
  ],
  f_harm_noun: [
    "punch_bowl fruit_punch punch_line punchline punch_card kick_off kickoff kickstart kick_scooter",
    "slap_bracelet attack_on_titan heart_attack panic_attack",
  ],
  f_victim: [
    "man men woman women boy boys girl girls child children kid kids baby babies toddler toddlers",
    "person people someone somebody victim wife husband girlfriend boyfriend gf bf son daughter",
    "mother father mom mum dad brother sister grandma grandpa neighbor neighbour teacher student classmate",
    "stranger cashier clerk prisoner hostage guy guys lady teen teenager puppy puppies kitten kittens",
    "dog dogs cat cats pet pets horse homeless him her them me you us everyone",
    "esposa esposo mujer hombre nino nina ninos perro gato madre padre hijo hija",
    "femme mari enfant enfants chien chat mere pere fils fille",
    "frau mann kind kinder hund katze mutter vater sohn tochter obdachlosen obdachlose obdachloser",
    "sdf mendigo mendiga vagabundo sem_teto morador_de_rua copine copain novia novio namorada namorado",
    "freundin freund villagers civilians unarmed protesters refugees migrants inmates worshippers passersby",
    "bystanders shoppers pupils patients elderly roommate roommates coworker coworkers colleague classmate",
    "teammate partner landlord tenant customer waiter waitress",
    "mulher marido crianca criancas cachorro gato mae pai filho filha",
  ],
  f_passive: ["was were got gets get getting been being is are"],
  f_harmed: [
    "beaten slapped punched kicked stomped strangled choked stabbed battered assaulted whipped drowned",
    "suffocated smothered poisoned bludgeoned throttled slashed abused abducted kidnapped molested tortured",
    "burned burnt electrocuted lynched beheaded",
  ],
  f_bleed: ["sangra sangrando sangrar saigne saignant blutet bluten sangrando"],
  f_blow: ["swing swung slam smash bash bring_down brings_down brought_down crack"],
  f_blunt: ["bat crowbar hammer pipe brick bottle rock club golf_club tire_iron wrench"],
  f_head: ["head skull face jaw temple knee kneecap kneecaps teeth mouth nose"],
  f_push: ["push shove throw threw thrown"],
  f_bound: [
    "bound_and_gagged gagged tape_over_his|her|their_mouth duct_tape_over zip_tied zip_ties_on handcuffed_to",
    "chained_to_the|a blindfolded_and tied_up_in_the|a_trunk|basement|van locked_in_the|a_trunk|cage",
  ],
  f_escape_act: ["magician magic escape_artist houdini escape_room trick game games costume halloween kinky"],
  f_leave: ["leave leaves left locks locked forgets forgot"],
  f_young: ["toddler baby kid infant child newborn dog puppy son daughter"],
  f_hot_car: [
    "in_a_hot_car in_the_hot_car alone_in_the_car alone_in_a_hot locked_in_the_car in_the_car_alone",
  ],
  f_press: ["press presses pressed hold holds held put puts"],
  f_hot_tool: ["hot_iron branding_iron cigarette lit_cigarette lighter blowtorch hot_poker poker"],
  f_to_body: [
    "to|against|on_his|her|their_back|skin|arm|arms|face|chest|neck|hand|hands|leg|legs|stomach|tongue",
  ],
  f_acid: [
    "acid_thrown|poured_on|in|at throw|throws|threw|throwing_acid_on|at|in|into acid_attack acid_attacks",
    "a_golpes a_punetazos a_patadas se_cagan_a_golpes",
    "hasta_que_queda|quede|quedo|quedan_inconsciente|muerto|muerta jusqu_a_ce_qu_il|elle_perde_connaissance",
    "bis_er|sie_bewusstlos|tot_ist ate_desmaiar ate_ficar_inconsciente",
  ],
  f_violent_adv: ["violently brutally savagely viciously mercilessly ruthlessly"],
  f_human: [
    "man men woman women boy boys girl girls child children kid kids baby babies toddler person people",
    "someone wife husband girlfriend boyfriend son daughter stranger strangers him her them",
  ],
  f_handle: [
    "shake shook shaking hit throw threw drag dragged grab grabbed slam twist choke kick punch beat",
  ],
  f_feed: ["feed feeds fed throw throws threw toss tosses tossed"],
  f_predator: [
    "crocodile crocodiles alligator alligators shark sharks lion lions pigs wolves piranha piranhas",
    "tiger tigers bears",
  ],
  f_execution: [
    "firing_squad firing_squads electric_chair guillotine guillotined the_gallows public_hanging",
    "executed_in_front execution_video execution_scene",
  ],
  f_vandal: [
    "slash|slashes|slashed|slashing_the|his|her|their|its_tires|tyres key|keys|keyed|keying_his|her|their|the_car",
    "smash|smashes|smashed|smashing|break|breaks|broke_the|his|her|their|a_car_window|windshield|windows",
    "egg|eggs|egged_his|her|their|the_house|car spray_paints_the_school spray_painting_the_school",
    "graffiti_on_the_school throw|throws|threw_a|the_brick|rock|stone_through",
  ],
  f_weapon_hold: ["knife gun pistol blade razor broken_bottle machete"],
  f_throat: ["throat neck head temple"],
  f_bring: ["bring brings brought bringing sneak sneaks sneaked snuck carry carries"],
  f_school: ["school class classroom campus"],
  f_in_front: ["in_front_of under_the_wheels_of onto_the_tracks onto_the_road into_traffic"],
  f_vehicle: ["bus train car truck traffic tram subway"],
  f_hold: ["hold held pin push force shove"],
  f_under_water: [
    "under_the_water underwater under_water under_the_bathwater under_the_surface bathwater",
    "under_the_waves head_in_the_toilet",
  ],
  f_mass_harm: [
    "opens_fire open_fire opened_fire opening_fire shooting_spree mass_shooting gun_down guns_down gunned_down",
    "gunning_down",
  ],
  f_mow: [
    "mow_down mows_down mowing_down mowed_down atropela atropelar atropelou atropella atropello ecrase",
    "uberfahrt uberfahren",
  ],
  f_ram: [
    "ram rams rammed ramming plow plows plowed plough ploughs ploughed drives_into drove_into slams_into",
  ],
  f_crowd: ["crowd crowds pedestrians people protesters market shoppers parade marchers"],
  f_meat_hook: ["meat_hook meat_hooks"],
  f_sport: [
    "boxing boxer boxers ring sparring spar karate judo taekwondo mma wrestling wrestler wrestlers",
    "fencing referee tournament round champion championship match training dojo kickboxing chess race",
    "contest quiz arm_wrestling team",
    "soccer football rugby hockey pillow_fight pillow snowball snowballs tickle tag dodgeball",
    "game games videogame video_game cartoon cartoons puppet puppets slapstick clown clowns comedy",
    "toy toys nerf lego robot robots zombie zombies monster monsters dragon villain supervillain",
    "superhero superheroes",
  ],
  // ---------------------------------------------------------------- gore and torture without gore words
  f_extract: ["pull pulls pulled pulling yank rip pluck peel gouge scoop"],
  f_gore_part: [
    "teeth tooth eye eyes eyeball eyeballs fingernail fingernails toenail toenails tongue skin flesh guts",
    "insides intestines organs heart scalp",
  ],
  f_off_out: ["out off"],
  f_gore_part_broad: [
    "finger fingers fingernails toes arm arms leg legs bone bones neck spine skull jaw ribs knee knees",
    "kneecap kneecaps teeth ankle ankles wrist wrists hand hands",
  ],
  f_damage: ["=snapped =crushed =severed =mangled =pulverized =shattered torn_off ripped_off"],
  f_accident: ["skiing ski fall fell accident cast x_ray xray crash injury injured football soccer"],
  f_harvest: ["harvest harvests harvesting harvested steal steals stole stolen cut_out"],
  f_organ: ["kidney kidneys organ organs liver livers"],
  f_gore_place: [
    "cut|cuts|slit|slits|slitting|cutting_his|her|their|my|your_throat guts|gutted_him|her|them guts|gutted_a|the_man|woman|boy|girl",
    "chews|chewing|eats|eating|eat|ate_the|his|her|their_flesh eats_him_alive eats_her_alive eaten_alive",
    "open_wound maggots_in_the|his|her_wound|flesh|body rotting_flesh exposed_bone festering_wound",
    "bites_into_his|her_neck|throat rips_out_his|her_throat brains_on_the brains_splattered brains_everywhere",
    "bullet|bullets_through|in|into_his|her|the_head|skull|brain",
    "beaten_so_badly beaten_beyond_recognition beat_to_a_pulp beaten_to_a_pulp unrecognisable unrecognizable",
    "cant_recognise cant_recognize can_t_recognise can_t_recognize couldnt_recognise couldnt_recognize",
    "body_parts severed_head severed_heads severed_hand severed_hands human_remains chopped_up_body",
    "skin_off flesh_off until_it_sizzles till_it_sizzles sizzling_skin bones_snap bone_snapping",
  ],
  f_nail: ["nail nails nailed spike spikes screw screws"],
  f_through: ["through into to_the"],
  f_hands_feet: ["hand hands foot feet palm palms wrist wrists tongue knee knees"],
  f_hot: ["hot_stove stove burner hot_plate hotplate hot_iron open_flame flame flames boiling grill coals"],
  f_set_fire: [
    "set_on_fire sets_on_fire setting_on_fire set_alight set_fire_to sets_fire_to setting_fire_to",
    "lit_on_fire light_on_fire lights_on_fire douse douses doused dousing",
  ],
  f_noose: ["noose nooses rope_around_his|her|my|their_neck"],
  f_animal_victim: [
    "dog dogs cat cats puppy puppies kitten kittens horse horses pet pets bird rabbit hamster",
  ],
  f_cruel: ["=hung =hanged =starved =kicked =drowned =tortured =skinned =beaten =burned =burnt"],
  f_captive: ["prisoner prisoners captive captives hostage hostages detainee detainees slave slaves"],
  f_coerce: [
    "forced_to freezing_water for_days_without no_food_or_water sleep_deprived humiliate humiliated",
  ],
  f_coerce_strong: [
    "make|makes|made_him|her|them_kneel|beg made_to_kneel made_to_beg forced_to_kneel forced_to_beg",
  ],
  f_innocent_body: [
    "dentist dentists doctor doctors surgeon surgeons nurse hospital vet anatomy loose tooth_fairy",
    "potato potatoes apple apples orange oranges banana bananas fruit carrot carrots onion chicken fish",
    "peach peaches tomato tomatoes mango mangoes pear pears plum plums grape grapes",
    "orthodontist splinter makeup costume halloween prop props doll dolls toy toys lego puppet sticker stickers",
    "band_aid bandaid plaster sunburn sunburnt gloves glove mask warm warms warming splinters",
  ],
  // ---------------------------------------------------------------- hate without slurs
  f_group: [
    "immigrants migrants refugees foreigners minorities muslims jews christians hindus sikhs catholics",
    "atheists blacks asians mexicans arabs africans latinos hispanics gypsies roma indians pakistanis",
    "gays lesbians homosexuals queers transgenders",
    "black|white|asian|jewish|muslim|chinese|mexican|arab|african|indian|gay|trans|transgender|disabled|native|autistic|lesbian|queer|latino|hispanic|immigrant|foreign|brown_people|ppl|folks|kids|babies|men|women|immigrants|couples|community|guys|persons|families|students|neighbors|neighbours|parents|workers",
    "people|folks|immigrants_from those_people these_people",
    "syrians afghans iraqis iranians somalis nigerians ethiopians kenyans ghanaians haitians jamaicans",
    "cubans dominicans colombians venezuelans brazilians peruvians guatemalans hondurans salvadorans",
    "ukrainians russians poles romanians albanians serbians bosnians turks kurds greeks italians irish",
    "japanese koreans vietnamese filipinos thais indonesians bangladeshis sri_lankans tamils palestinians",
    "israelis lebanese egyptians moroccans algerians tunisians libyans sudanese eritreans chinese",
    "aboriginals natives indigenous mormons buddhists protestants evangelicals amish romani travellers",
    "ethnic_groups races ethnicities religions",
    "bisexuals asexuals nonbinary transsexuals",
    "the_jews the_chinese the_mexicans the_muslims the_blacks the_gays the_disabled the_homeless",
    "inmigrantes extranjeros migrantes refugiados musulmanes judios negros gitanos indios",
    "immigres etrangers arabes juifs noirs musulmans",
    "auslander fluchtlinge juden muslime",
    "imigrantes estrangeiros judeus ciganos",
  ],
  f_group_gender: ["women girls females woman"],
  f_copula: ["are is were be as like all should must deserve son sont sind sao ist sont sao"],
  f_demean: [
    "vermin parasites savages subhuman inferior disgusting unnatural filthy dirty lazy stupid useless",
    "worthless plague disease cancer infestation scum filth freaks criminals thieves rapists degenerates",
    "degenerate perverts groomers abomination abominations sick_in_the_head mentally_ill animals",
    "less_evolved primitive backward uncivilized uncivilised barbaric barbarians inbred mongrels",
    "genetically_inferior apes monkeys cockroaches rats leeches perverted predators pedophiles paedophiles",
    "deviants brainwashed terrorists invaders parasitic diseased cursed satanic demons ugliest stupidest",
    "dumbest dirtiest property can_never_be_trusted cant_be_trusted can_t_be_trusted never_be_trusted",
    "untrustworthy",
    "basura escoria ratas plaga parasitos cucarachas",
    "ordures vermine rats parasites cafards",
    "ungeziefer abschaum parasiten ratten",
    "lixo ratos baratas",
  ],
  f_exclude: [
    "shouldnt_be_allowed shouldn_t_be_allowed should_not_be_allowed not_be_allowed arent_allowed aren_t_allowed",
    "should_be_banned be_banned_from should_be_locked_up be_locked_up lock_them_up locked_up_for_being",
    "should_be_put_down be_put_down put_them_down put_down_at_birth put_to_sleep_at_birth",
    "belong_in_chains belong_in_cages belong_in_the_kitchen belong_in_camps belong_in_a_zoo",
    "go_back_to_where go_back_where go_back_to_your out_of_our_country out_of_this_country not_welcome",
    "arent_welcome thrown_out throw_them_out kicked_out kick_them_out",
    "enemy_of_the_people the_enemy_of our_enemy the_enemy_within breed_like_rabbits breed_like_rats",
    "replacing_real replace_real replacing_us replace_us",
    "echarlos echenlos expulsarlos abschieben deportar expulser expulsar",
    "dont|doesnt_deserve_rights dont|doesnt_deserve_to_vote|live don_t_deserve_rights don_t_deserve_to_live",
    "do_not_deserve_rights do_not_deserve_to_live shouldnt_vote|have_rights should_not_vote",
    "should_not_have_rights no_rights second_class arent_human|people aren_t_human not_real_people ruining|ruin|destroying|destroy_our|this|the_country|nation|neighborhood|neighbourhood|culture",
    "gas_the gas_all gas_them send_them_back ban_them round_them_up lock_them_all_up should_be_removed",
    "deport_them deport_them_all deport_all shot_on_sight will_be_shot be_shot should_be_shot be_killed",
    "will_burn burn_in_hell deserve_it deserve_to_suffer should_suffer should_obey must_obey should_submit",
    "no_deberian_estar rien_a_faire_ici haben_hier_nichts",
  ],
  f_call: ["call calls calling called label labels labeling"],
  f_demean_call: ["vegetable vegetables retards animals monkeys apes trash dogs pigs rats vermin freaks"],
  f_control: ["run runs control controls own owns rig rigs secretly_run secretly_control pull_the_strings"],
  f_institution: ["banks bank media hollywood government world money news press elections economy"],
  f_hate_verb: ["hate hates hated despise despises loathe loathes"],
  f_hate_symbol: [
    "swastika swastikas heil_hitler sieg_heil 1488 hitler_was_right hitler_did_nothing_wrong hakenkreuz",
    "=faggot =faggots =fag =fags =dyke =dykes =tranny =trannies =kike =kikes =spic =spics =chink =chinks",
    "=wetback =wetbacks =raghead =ragheads =towelhead =towelheads =gook =gooks =nigger =niggers =retard",
    "=retards =retarded =negro =negroes monkey_noises monkey_chants ape_noises monkey_sounds",
  ],
  f_go_home: ["go_home fuera dehors raus"],
  f_no: ["no"],
  f_purge: [
    "cleanse cleansing purge purging purify rid_of wipe_out exterminate hang_the hang_all lynch_the shoot_the",
    "gas_the",
  ],
  f_destroy_place: [
    "burn_down burning_down burns_down burned_down burnt_down torch torched firebomb firebombed vandalise",
    "vandalize attack set_fire_to sets_fire_to smash_up",
  ],
  f_worship: ["mosque mosques synagogue synagogues church churches temple gurdwara"],
  f_rescue_history: [
    "firefighter firefighters fireman firemen rescue rescued documentary history historical museum",
    "medieval ancient archive archival 1666 notre_dame",
  ],
  f_dehuman: ["breed_like_rabbits breed_like_rats breed_like_animals like_cockroaches like_vermin like_rats"],
  // ---------------------------------------------------------------- illegal how-tos and crimes
  f_howto: [
    "how_to how_2 how_u how_do_i how_do_you how_can_i how_would_you easiest_way easy_way best_way",
    "step_by_step steps_to tutorial guide guides instructions teach teaching taught explain explains",
    "show_how shows_how showing_how show_you_how learn_how learn_to tips tricks walkthrough diy recipe_for",
    "como_hacer como_fabricar paso_a_paso tutorial_para comment comment_faire etape_par_etape",
    "wie_man anleitung schritt_fur_schritt como_fazer passo_a_passo",
  ],
  f_make: [
    "make making made build building built 3d_print 3d_printed 3d_printing print printing craft assemble",
    "hacer fabricar faire fabriquer bauen baut herstellen fazer fabricar",
  ],
  f_weapon_make: [
    "=bomb =bombs pipe_bomb explosive explosives molotov thermite napalm silencer suppressor ghost_gun",
    "zip_gun untraceable =gun =guns =pistol =rifle detonator detonators nail_bomb car_bomb grenade",
    "=bomba =bombe =arma =arme waffe explosivo explosif sprengstoff",
  ],
  f_crime_obj: [
    "metanfetamina drogas fake_money fake_bills counterfeit fake_id fake_ids fake_passport meth crack_cocaine poison_someone",
    "lockpick pick_a_lock pick_locks hotwire phishing phish the_alarm_tags alarm_tags security_tags",
    "self_checkout shoplift steal stealing rob robbing burglarize",
    "get_away_with without_getting_caught without_being_caught not_get_caught dont_get_caught",
    "sin_que_te_pillen sin_ser_atrapado sans_se_faire_prendre sans_etre_vu ohne_erwischt sem_ser_pego",
    "voler_une voler_un voler_des voler_la voler_le robar roubar stehlen klauen",
    "hack_into hack_someone hack_someones",
  ],
  f_safe_obj: [
    "bath_bomb bath_bombs seed_bomb seed_bombs glitter_bomb flavor_bomb flavour_bomb photo_bomb photobomb",
    "bomb_shelter finger_gun water_gun nerf nerf_gun toy prop props cardboard paper origami lego foam",
    "cake cupcake cookies costume cosplay wooden_sword board_game monopoly brinquedo juguete jouet spielzeug",
    "safety gun_safety stick sticks snow bomb_of",
  ],
  f_hack: ["hack hacking hacked hacks invadir hackear pirater hacken hackt"],
  f_swap: ["swap swapping switch switching peel peeling"],
  f_price_tag: ["price_sticker price_stickers price_tag price_tags barcode barcodes"],
  f_nopay: [
    "pays_for_nothing pay_for_nothing without_paying never_pays free_ride without_a_ticket no_ticket",
  ],
  f_transit: ["bus train subway metro tram cinema movie_theater movie_theatre concert stadium"],
  f_steal_lang: [
    "robar robando roba roban robo voler vole volent stehlen stiehlt klaut klauen roubar rouba roubando",
  ],
  f_valuable_lang: [
    "carro coche auto bolso cartera telefono celular voiture sac portefeuille telephone handy tasche",
    "carteira bolsa dinheiro dinero argent geld moto bicicleta velo fahrrad",
  ],
  f_crime_alone: [
    "off_with_someone off_with_someones off_with_somebody off_with_somebodys off_with_a_stranger_s",
    "pick|picks|picked|picking_the|a_lock sin_que_te_descubran sin_que_lo_vean sin_que_te_vean",
    "pick|picks|picking_car|door_lock|locks pick|picks|picking_car_door_locks skimmer skimmers card_skimming",
    "clone|clones|cloning_credit_cards|cards forge|forges|forging|forged_a_prescription|prescriptions|passport|documents",
    "falsificar falsifica falsificando billetes_falsos dinero_falso faux_billets fausse_monnaie falschgeld",
    "dinheiro_falso notas_falsas",
    "dine_and_dash dine_n_dash jump|jumps|jumped|jumping_the_turnstile carjack carjacks carjacking",
    "hotwire hotwires hotwiring forge|forges|forged|forging_a|his|her_signature fare_evasion poaching",
    "pirate|pirates|pirating_movies insurance_scam tax_evasion",
  ],
  f_dark_web: ["dark_web darkweb black_market"],
  f_hack_ok: ["life_hack life_hacks lifehack lifehacks growth_hack hackathon hacky_sack"],
  f_account: [
    "account accounts wifi router password passwords email instagram facebook phone server database bank",
    "webcam school_computer grades",
  ],
  f_steal: ["steal stole stolen loot looting rob shoplift pickpocket"],
  f_take_obj: [
    "password passwords wallet wallets purse purses phone phones car cars bike bikes money cash",
    "identity jewelry jewellery wifi credit_card pin laptop laptops catalytic_converter packages",
  ],
  f_fraud: ["phishing phish scam scams scamming scammer scammers swindle defraud catfish"],
  f_victim_fraud: [
    "grandma grandpa elderly old_people old_lady old_man seniors password passwords bank money savings",
    "credit_card account",
  ],
  f_trick: ["trick tricks tricking tricked con cons conning fool"],
  f_protect: ["spot avoid protect recognize recognise detect report warning warn warns awareness"],
  f_handover: ["into_giving into_sending into_handing hand_over give_you_her give_you_his"],
  f_entry: [
    "get|gets|getting|got|sneak|sneaks|sneaking|climb|climbs|climbing|break|breaks|breaking|broke_in|into_a|the|someones|their|your_house|home|car|apartment|flat|store|shop|garage|building|office|bank",
    "get|gets|getting|got|break|breaks|breaking|broke_in|into_a|the_locked_car|house|door|apartment",
    "open|opens|opening_a|the_car|door_with|without open|opens|opening_someones|their_car|door",
    "jimmy_the|a_lock|window|door pry_open_the|a_window|door through_the_back_window through_the_window",
  ],
  f_not_yours: [
    "isnt_yours isn_t_yours not_yours doesnt_belong_to_you without_the_owner without_permission",
    "someone_elses someone_else_s someone_else_s_car isnt_theirs isn_t_theirs",
  ],
  f_force: ["crack cracking cracked pry prying pried smash smashing jimmy crowbar"],
  f_safe_box: ["atm atms cash_register the_safe safe_open vending_machine parking_meter"],
  f_cheat: ["cheat cheating scam trick beat fool"],
  f_checkout: ["self_checkout self_checkouts alarm_tags security_tags security_tag anti_theft"],
  f_legit: ["firefighter firefighters locksmith rescue rescues own owner my_own his_own her_own locked_out"],
  // ---------------------------------------------------------------- impaired driving
  f_impaired: [
    "blackout blackout_drunk hammered wasted drunk drunken tipsy sloshed plastered",
    "stoned high_af so_high baked_out xanax xannies xans beers shots_of had_too_many had_way_too_many",
    "had_a_few_too_many a_few_too_many too_many_drinks too_many_beers downs_a downs_like chugs chugging",
    "borracho borracha borrachos ebrio bourre ivre saoul betrunken besoffen bebado bebada",
    "smashed completely_smashed vodka whiskey whisky tequila booze liquor bottle_of_vodka|whiskey|tequila|rum|gin",
    "edible edibles joint blunt =weed stoned high_on after_shots shots_at_the_bar after_the_bar after_drinks",
    "after_drinking bekifft besoffen betrunken",
  ],
  f_drive: [
    "drive drives driving drove driven driver behind_the_wheel races_his races_her racing_his racing_her",
    "speeding swerving swerve",
    "grabs_his_keys grabs_her_keys grabs_the_keys grabs_my_keys takes_the_wheel steering_wheel highway freeway",
    "motorway the_minivan drive_home drives_home cruise cruising speed_off speeds_off sped_off car_keys",
    "joyride joyriding grabs_the_wheel floors_it floored_it floor_it hits_the_gas weaving_between_lanes",
    "weaving_through_traffic fahren_auto auto_fahren fahren_dann_auto",
    "conduce conduciendo manejando maneja conducir conduit conduire conduisant fahrt fahren faehrt",
    "dirigindo dirige dirigir",
  ],
  f_sober: [
    "designated sober taxi cab uber bus train walk_home walks_home checkpoint breathalyzer breathalyser",
    "awareness campaign psa dont_drink_and_drive don_t_drink_and_drive take_the_keys takes_the_keys",
    "took_the_keys took_his_keys takes_his_keys call_a_taxi calls_a_taxi simulator goggles",
    "dangers danger teaching teach lesson prevention drive_in drive_thru drive_through",
  ],
  // ---------------------------------------------------------------- drugs in slang
  f_drug_strong: [
    "hotbox hotboxing hotboxed zooted sizzurp fiending chasing_the_dragon blazing_up blaze_up blazed_up",
    "blaze_it blazin microdosing microdose shooting_up_heroin doing_bumps bumps_of_ket bump_of_ket",
    "rolled_up_dollar rolled_up_bill rolled_up_note blowing_lines snorting_lines racks_of_coke",
    "baggies_of_white lines_of_white bags_of_white k_hole khole key_bump key_bumps dopesick dope_sick",
    "pill_popping popping_pills pops_pills popped_pills geeked_up cross_faded crossfaded",
    "get|gets|getting|got_zooted|geeked get|gets|getting|got_high nodding_out nods_out nodded_out",
    "not_nicotine thc_pen thc_cart wax_pen dab_pen bricks_of_white|coke|cocaine kilos_of a_brick_of",
    "stash_of_pills|powder|weed|drugs|coke|molly took|take|takes|taking|dropped|drop|drops_2|two|3|three|some_tabs",
    "needle_in_his|her|my_arm needle_still_in rauchen_gras gras_rauchen huffing_paint huffs_paint huffing_glue",
    "huffing_gas huff_paint sniffing_glue sniffs_glue",
    "fumando|fuma|fumar|fumo|fumam_mota|porro|porros|maconha|baseado porro porros baseado baseados kiffen kifft beuh",
    "cheira|cheirando|esnifa|esnifando|aspira_cocaina|coca|po|farlopa|perico",
  ],
  f_snort_verb: ["snort snorts snorted snorting sniffing_lines"],
  f_rx: [
    "adderall oxy oxys oxycodone oxycontin xanax valium codeine vicodin percocet percocets painkillers",
    "ritalin fentanyl morphine tramadol benzos",
  ],
  f_consume: [
    "doing did do does popping pop snorting snort smoking hitting eating eat ate dropping drop sipping",
  ],
  f_drug_noun: ["coke blow molly ecstasy =acid lsd ket shrooms xans percs =weed dabs lean keys_of bumps_of"],
  f_high_ok: [
    "kite kites sky score scores balloon balloons plane planes bird birds jump jumps five fives tide",
  ],
  f_snort: ["snort sniff bump bumps line lines rail rails"],
  f_powder: ["coke blow ket yayo yeyo powder perico farlopa coca"],
  f_powder_innocent: [
    "kitchen baking flour sugar baby_powder talc snow ski skiing chemistry lab science ants pepper",
    "cola soda diet pepsi drink drinks can bottle glass ice paint chalk",
  ],
  f_inject_prep: ["ties_off tied_off tie_off tourniquet needle needles syringe syringes spoon"],
  f_vein: ["vein veins arm"],
  f_shootup: ["shooting_up"],
  f_user: ["man woman guy girl addict junkie person someone he she they teen teens"],
  f_sell: [
    "sell sells selling sold deal dealing push pushing slang slanging dealen dealt verkaufen verkauft vende",
    "venden vendem vendent",
  ],
  f_drug_any: [
    "=weed pills xans percs meth shrooms drugs baggies baggie dope =crack =acid ecstasy edibles maconha",
    "adderall oxy oxys oxycodone xanax valium codeine vicodin percocet painkillers ritalin koks kokain gras",
    "drogen coca cocaina droga drogas drogue drogues",
  ],
  f_grow: ["grow grows growing grew"],
  f_dealer: ["plug dealer dealers connect trap"],
  f_pills: ["pills pill xans percs molly tabs oxys bars"],
  f_buy: ["buy buys bought buying cop copped score scored"],
  f_pharma: ["pharmacy pharmacist prescription doctor doctors vitamins vitamin medicine allergy"],
  f_edu: [
    "awareness prevention dangers danger crisis epidemic documentary recovery recovering rehab",
    "rehabilitation support_group counselor counsellor health_class lecture lesson psa campaign say_no",
    "addiction assembly seminar workshop statistics school_nurse dare program class history",
  ],
  // ---------------------------------------------------------------- sexual content without explicit words
  f_voyeur: [
    "hidden_camera hidden_cameras spy_camera spy_cam secretly_filming secretly_films secretly_filmed",
    "secretly_records secretly_recording peeks_into peeking_into",
  ],
  f_spy: ["to_watch_the_guests spy_on spying_on spies_on watch_the_guests sets_up_a_camera hides_a_camera"],
  f_voyeur_strong: ["spycam peeping_tom peeping_toms upskirt upskirts peephole_into"],
  f_her: ["her women girls girl woman neighbor neighbour wife"],
  f_private_place: [
    "locker_room locker_rooms changing_room changing_rooms shower showers bathroom toilets restroom",
    "bedroom dressing_room girls_bathroom womens_bathroom",
  ],
  f_expose: [
    "exposes_himself exposed_himself exposing_himself expose_himself flashes_women flashing_his flasher",
    "flashers drops_his_pants_in_front",
  ],
  f_minor: [
    "teen teens teenage teenager teenagers minor minors underage schoolgirl schoolgirls schoolboy",
    "schoolboys kid kids child children little_girl little_boy preteen tween middle_schooler",
    "high_school_girl high_school_girls high_school_boy high_schooler highschooler",
    "11|12|13|14|15|16|17_yo 11|12|13|14|15|16|17_y_o 11|12|13|14|15|16|17_year|years|yr|yrs_old",
  ],
  f_adult_older: [
    "grown_man grown_men older_man older_men adult_man adult_men older_guy older_guys much_older",
    "40_year_old 50_year_old middle_aged_man",
  ],
  f_romance: [
    "date dating kiss kissing motel hotel_room bedroom romantic secret_relationship alone sleepover",
    "girlfriend boyfriend in_bed",
  ],
  f_touch: ["touch touching touched fondle fondling grope groping feel_up"],
  f_private_parts: ["private_parts privates crotch"],
  f_body_safety: ["safety body_safety consent lesson teaches teacher class"],
  f_sexual_cue: [
    "nudes seductive seductively sexy lingerie naked undress undressing undresses posing_sexy bedroom_eyes",
    "suggestive suggestively provocative provocatively in_her_underwear in_his_underwear",
    "take|takes_her|his_top|shirt|clothes_off",
  ],
  f_sexual_alone: [
    "netflix_and_chill friends_with_benefits hanky_panky do_the_deed doing_the_deed blowjob blow_job handjob",
    "hand_job =boobs dick_pic dick_pics nip_slip thirst_trap strip_poker wet_t_shirt grope gropes groped",
    "groping getting_freaky get_freaky got_freaky gets_freaky up_her_skirt up_girls_skirts up_women_s_skirts",
    "up_skirt up_their_skirts seduce seduces seducing seduced nudie nudies sexo porno pornos suggestive_pose suggestive_poses",
    "provocative_pose",
  ],
  f_sex_work: [
    "camgirl camgirls cam_girl cam_girls cam_show webcam_model escort_service sugar_daddy unsolicited_pics",
    "unsolicited_nudes unsolicited_photos pics|pictures|photos_of_his|her_junk his_junk_to",
    "rip|rips|ripped|tear|tears|tore_each_others|each_other_s_clothes_off clothes_off_and",
  ],
  f_adult_any: ["man men older grown adult guy stranger dad father uncle coach teacher boss"],
  f_secret: [
    "hotel_room motel_room sneaking_off sneak_off sneaks_off secretly alone_with camera private dancing_for",
    "in_his_car in_his_van bedroom",
  ],
  f_creep: ["stepbrother stepdad stepfather uncle man stranger guy neighbor neighbour older_brother"],
  f_into_bed: [
    "climbs|crawls|gets|sneaks|slips_into_her|his_bed climbed|crawled|snuck_into_her|his_bed",
    "into_her_room_at_night into_her_bedroom_at_night",
  ],
  f_asleep: ["asleep sleeping at_night while_she_sleeps while_she_s_asleep"],
  f_authority: ["teacher coach priest babysitter stepdad stepfather tutor principal pastor youth_pastor"],
  f_student: ["student students pupil pupils kid kids child children teen teenager boy girl minor"],
  f_romance2: ["kiss kissing making_out dating affair relationship romantic bedroom"],
  f_pose: ["pose poses posing photoshoot photo_shoot"],
  f_skimpy: ["bikini lingerie underwear swimsuit"],
  f_undress_lang: [
    "se_deshabille deshabille se_desnuda desnudandose zieht_sich_aus auszieht entkleidet tira_a_roupa",
    "se_despe",
  ],
  f_care: ["bath bathtub baby toddler diaper nappy pajamas pyjamas bedtime doctor changing_room swim"],
  // ---------------------------------------------------------------- self-harm
  f_sh_verb: ["starve starving starved cut cutting slice slicing sliced carve carving"],
  f_own_body: [
    "own_arm own_arms own_wrist own_wrists own_skin own_leg own_legs own_thigh own_thighs own_stomach",
  ],
  f_gun_self: ["gun revolver pistol barrel"],
  f_to_head: ["to_his|her|my|their_temple|head in_his|her|my_mouth under_his|her|my_chin"],
  f_self: ["herself himself myself themselves yourself urself themself"],
  f_sh_encourage: [
    "ok_to_cut okay_to_cut its_ok_to_cut just_cut kys kill_yourself kill_urself go_kill_yourself unalive",
    "unalive_yourself unalive_himself unalive_herself sewerslide go_die you_should_die nobody_would_miss_you",
    "pro_ana pro_mia proana promia thinspo thinspiration hide_not_eating hiding_not_eating",
    "not_eating_for_days purge_after_meals throw_up_after_eating",
  ],
  f_sh_alone: [
    "doesnt|dont_want_to_wake_up|live doesnt|dont_want_to_be_alive doesnt|dont_want_to_live|exist_anymore",
    "don_t_want_to_wake_up|live does_not_want_to_wake_up|live better_off_dead",
    "better_off_without_me no_point_in_living nobody_would_care_if_you_died do_everyone_a_favour|favor_and_die",
    "handful_of_pills whole_bottle_of_pills jump|jumps|jumped_in_front_of_a|the_train|bus|truck",
    "suicider suicidarse suicidar selbstmord end_everything end_it_all end_my_life painless_way",
    "showing_her|his|my_fresh_cuts|scars how_many_tylenol|pills|advil|aspirin|ibuprofen|paracetamol",
    "rocks|stones_in_his|her|my_pockets",
    "easiest_way_to_die easiest_way_to_go quickest_way_to_die take_all_the_pills take_all_his|her|my_pills",
  ],
  f_goodbye: [
    "goodbye_letter goodbye_letters goodbye_note goodbye_notes farewell_letter farewell_note last_letter",
    "final_letter says_goodbye_to_everyone giving_away_his_things giving_away_her_things",
  ],
  f_edge: ["ledge roof rooftop edge bridge jump jumps pills"],
};

/** Frames: the rules over FRAME_CONCEPTS (and the concepts of ./vocabulary.ts, which they may name). */
export type FrameRule = {
  label: string;
  category: RuleCategory;
  all: readonly string[];
  near?: number;
  ordered?: boolean;
  unless?: readonly string[];
};

const V = "violence";
const G = "graphic violence";
const H = "hate against a group";
const I = "illegal activity";
const D = "drug use";
const S = "sexual content";
const SH = "self-harm";

export const FRAME_RULES: readonly FrameRule[] = [
  // violence: an act of harm and its victim, either way round
  {
    label: V,
    category: "violence",
    all: ["f_harm", "f_victim"],
    ordered: true,
    near: 4,
    unless: ["f_sport", "f_harm_noun"],
  },
  {
    label: V,
    category: "violence",
    all: ["f_victim", "f_passive", "f_harmed"],
    ordered: true,
    near: 4,
    unless: ["f_sport"],
  },
  { label: V, category: "violence", all: ["f_harm", "f_bleed"], near: 10 },
  { label: V, category: "violence", all: ["f_blow", "f_blunt", "f_head"], near: 8, unless: ["f_sport"] },
  {
    label: V,
    category: "violence",
    all: ["f_push", "f_victim", "f_in_front", "f_vehicle"],
    ordered: true,
    near: 9,
  },
  { label: V, category: "violence", all: ["f_hold", "f_head", "f_under_water"], ordered: true, near: 6 },
  { label: V, category: "violence", all: ["f_hold", "f_victim", "f_under_water"], ordered: true, near: 6 },
  { label: V, category: "violence", all: ["f_mass_harm"], unless: ["f_sport"] },
  { label: V, category: "violence", all: ["f_mow", "f_victim"], ordered: true, near: 3 },
  { label: V, category: "violence", all: ["f_hold", "f_weapon_hold", "f_throat"], ordered: true, near: 6 },
  { label: V, category: "violence", all: ["f_bring", "f_weapon_hold", "f_school"], ordered: true, near: 6 },
  { label: V, category: "violence", all: ["f_noose"], unless: ["genre", "t_history"] },
  {
    label: V,
    category: "violence",
    all: ["f_handle", "f_human", "f_violent_adv"],
    near: 6,
    unless: ["f_sport"],
  },
  { label: V, category: "violence", all: ["f_feed", "f_victim", "f_predator"], ordered: true, near: 8 },
  { label: V, category: "violence", all: ["f_execution"], unless: ["t_history", "genre"] },
  { label: V, category: "violence", all: ["f_bound"], unless: ["f_escape_act", "f_sport"] },
  { label: V, category: "violence", all: ["f_leave", "f_young", "f_hot_car"], ordered: true, near: 8 },
  { label: G, category: "gore-torture", all: ["f_press", "f_hot_tool", "f_to_body"], ordered: true, near: 6 },
  { label: V, category: "violence", all: ["f_acid"] },
  { label: V, category: "violence", all: ["f_ram", "f_crowd"], ordered: true, near: 6 },
  { label: G, category: "gore-torture", all: ["f_victim", "f_meat_hook"], ordered: true, near: 6 },
  // gore and torture
  {
    label: G,
    category: "gore-torture",
    all: ["f_extract", "f_gore_part", "f_off_out"],
    ordered: true,
    near: 5,
    unless: ["f_innocent_body"],
  },
  { label: G, category: "gore-torture", all: ["f_gore_place"], unless: ["f_innocent_body"] },
  {
    label: G,
    category: "gore-torture",
    all: ["f_gore_part_broad", "f_passive", "f_damage"],
    ordered: true,
    near: 4,
    unless: ["f_innocent_body", "f_sport", "f_accident"],
  },
  { label: G, category: "gore-torture", all: ["f_harvest", "f_organ"], near: 5, unless: ["t_medical"] },
  {
    label: G,
    category: "gore-torture",
    all: ["f_nail", "f_through", "f_hands_feet"],
    ordered: true,
    near: 5,
  },
  {
    label: G,
    category: "gore-torture",
    all: ["f_hold", "f_hands_feet", "f_hot"],
    near: 8,
    unless: ["f_innocent_body"],
  },
  { label: G, category: "gore-torture", all: ["f_victim", "f_set_fire"], near: 6 },
  { label: G, category: "gore-torture", all: ["f_animal_victim", "f_cruel"], ordered: true, near: 4 },
  {
    label: G,
    category: "gore-torture",
    all: ["f_captive", "f_coerce"],
    near: 10,
    unless: ["f_sport", "t_history"],
  },
  { label: G, category: "gore-torture", all: ["f_coerce_strong"], unless: ["f_sport"] },
  // hate
  { label: H, category: "hate", all: ["f_group", "f_copula", "f_demean"], ordered: true, near: 8 },
  { label: H, category: "hate", all: ["f_group", "f_demean"], ordered: true, near: 2 },
  { label: H, category: "hate", all: ["f_group", "f_exclude"], near: 8 },
  { label: H, category: "hate", all: ["f_group_gender", "f_exclude"], near: 8 },
  { label: H, category: "hate", all: ["f_no", "f_group"], ordered: true, near: 1 },
  { label: H, category: "hate", all: ["f_group", "f_go_home"], ordered: true, near: 1 },
  { label: H, category: "hate", all: ["f_purge", "f_group"], ordered: true, near: 8 },
  {
    label: H,
    category: "hate",
    all: ["f_destroy_place", "f_worship"],
    ordered: true,
    near: 4,
    unless: ["f_rescue_history"],
  },
  { label: H, category: "hate", all: ["f_dehuman"], unless: ["t_wildlife"] },
  { label: H, category: "hate", all: ["f_hate_verb", "f_group"], ordered: true, near: 3 },
  { label: H, category: "hate", all: ["f_group", "f_control", "f_institution"], ordered: true, near: 6 },
  { label: H, category: "hate", all: ["f_group_gender", "f_acid"], near: 10 },
  { label: H, category: "hate", all: ["f_call", "f_group", "f_demean_call"], ordered: true, near: 6 },
  { label: H, category: "hate", all: ["f_group_gender", "f_copula", "f_demean"], ordered: true, near: 6 },
  { label: H, category: "hate", all: ["f_hate_symbol"], unless: ["t_history"] },
  // illegal how-tos and crimes
  {
    label: I,
    category: "illegal",
    all: ["f_howto", "f_weapon_make"],
    near: 10,
    unless: ["f_safe_obj", "t_history", "genre"],
  },
  { label: I, category: "illegal", all: ["f_howto", "f_crime_obj"], near: 10, unless: ["f_safe_obj"] },
  {
    label: I,
    category: "illegal",
    all: ["f_make", "f_weapon_make"],
    ordered: true,
    near: 4,
    unless: ["f_safe_obj", "t_history", "genre"],
  },
  {
    label: I,
    category: "illegal",
    all: ["f_hack", "f_account"],
    ordered: true,
    near: 5,
    unless: ["f_hack_ok"],
  },
  {
    label: I,
    category: "illegal",
    all: ["f_steal", "f_take_obj"],
    ordered: true,
    near: 5,
    unless: ["animal"],
  },
  {
    label: I,
    category: "illegal",
    all: ["f_fraud", "f_victim_fraud"],
    near: 10,
    unless: ["f_protect", "f_edu"],
  },
  { label: I, category: "illegal", all: ["f_howto", "f_fraud"], near: 10, unless: ["f_protect", "f_edu"] },
  { label: I, category: "illegal", all: ["f_trick", "f_handover", "f_victim_fraud"], ordered: true, near: 8 },
  { label: I, category: "illegal", all: ["f_entry", "f_not_yours"], near: 10, unless: ["f_legit"] },
  { label: I, category: "illegal", all: ["f_howto", "f_not_yours"], near: 12, unless: ["f_legit"] },
  {
    label: I,
    category: "illegal",
    all: ["f_howto", "f_entry"],
    ordered: true,
    near: 10,
    unless: ["f_legit"],
  },
  { label: I, category: "illegal", all: ["f_force", "f_safe_box"], near: 4, unless: ["f_legit"] },
  { label: I, category: "illegal", all: ["f_cheat", "f_checkout"], ordered: true, near: 4 },
  { label: I, category: "illegal", all: ["f_vandal"], unless: ["f_legit"] },
  { label: I, category: "illegal", all: ["f_crime_alone"], unless: ["f_edu"] },
  { label: I, category: "illegal", all: ["f_buy", "f_dark_web"], near: 8 },
  { label: I, category: "illegal", all: ["f_swap", "f_price_tag"], ordered: true, near: 4 },
  { label: I, category: "illegal", all: ["f_nopay", "f_transit"], near: 12 },
  { label: I, category: "illegal", all: ["f_steal_lang", "f_valuable_lang"], ordered: true, near: 4 },
  // impaired driving
  {
    label: "impaired driving",
    category: "impaired-driving",
    all: ["f_impaired", "f_drive"],
    near: 14,
    unless: ["f_sober", "sober"],
  },
  // drugs
  { label: D, category: "drugs", all: ["f_drug_strong"], unless: ["f_edu", "f_high_ok"] },
  {
    label: D,
    category: "drugs",
    all: ["f_snort", "f_powder"],
    ordered: true,
    near: 3,
    unless: ["f_powder_innocent"],
  },
  { label: D, category: "drugs", all: ["f_inject_prep", "f_vein"], near: 8, unless: ["medical", "f_pharma"] },
  { label: D, category: "drugs", all: ["f_user", "f_shootup"], ordered: true, near: 2 },
  {
    label: D,
    category: "drugs",
    all: ["f_sell", "f_drug_any"],
    near: 8,
    unless: ["f_edu", "lab", "f_pharma"],
  },
  { label: D, category: "drugs", all: ["f_grow", "f_drug_any"], ordered: true, near: 3, unless: ["f_edu"] },
  { label: D, category: "drugs", all: ["f_pills", "f_dealer"], near: 6, unless: ["f_pharma"] },
  { label: D, category: "drugs", all: ["f_buy", "f_drug_any", "f_dealer"], near: 8 },
  { label: D, category: "drugs", all: ["f_snort_verb", "f_rx"], ordered: true, near: 3 },
  {
    label: D,
    category: "drugs",
    all: ["f_consume", "f_drug_noun"],
    ordered: true,
    near: 3,
    unless: ["f_powder_innocent", "f_edu"],
  },
  // sexual content
  { label: S, category: "sexual", all: ["f_voyeur", "f_private_place"], near: 8 },
  { label: S, category: "sexual", all: ["f_voyeur_strong"] },
  { label: S, category: "sexual", all: ["f_voyeur", "f_her"], ordered: true, near: 3 },
  { label: S, category: "sexual", all: ["f_expose"] },
  { label: S, category: "sexual", all: ["f_minor", "f_adult_older", "f_romance"], near: 14 },
  { label: S, category: "sexual", all: ["f_minor", "f_sexual_cue"], near: 12, unless: ["f_care"] },
  { label: S, category: "sexual", all: ["f_touch", "f_private_parts"], near: 5, unless: ["f_body_safety"] },
  { label: S, category: "sexual", all: ["f_undress_lang"], unless: ["f_care"] },
  { label: S, category: "sexual", all: ["f_sexual_alone"] },
  { label: S, category: "sexual", all: ["f_sex_work"] },
  { label: S, category: "sexual", all: ["f_spy", "f_private_place"], near: 10 },
  { label: S, category: "sexual", all: ["f_private_place", "f_spy"], near: 10 },
  { label: S, category: "sexual", all: ["f_creep", "f_into_bed", "f_asleep"], ordered: true, near: 10 },
  { label: S, category: "sexual", all: ["f_minor", "f_adult_any", "f_secret"], near: 12, unless: ["f_care"] },
  { label: S, category: "sexual", all: ["f_authority", "f_student", "f_romance2"], near: 8 },
  { label: S, category: "sexual", all: ["f_minor", "f_pose", "f_skimpy"], near: 10 },
  // self-harm
  { label: SH, category: "self-harm", all: ["f_sh_verb", "f_self"], ordered: true, near: 2 },
  { label: SH, category: "self-harm", all: ["f_sh_encourage"] },
  { label: SH, category: "self-harm", all: ["f_sh_alone"] },
  { label: SH, category: "self-harm", all: ["f_sh_verb", "f_own_body"], ordered: true, near: 3 },
  { label: SH, category: "self-harm", all: ["f_gun_self", "f_to_head"], ordered: true, near: 6 },
  { label: SH, category: "self-harm", all: ["f_goodbye", "f_edge"], near: 14 },
];

/**
 * Keywords let through in an everyday genre: the genre's context concept must be in the window and none
 * of the blockers. Only nouns and states of the genre are listed, never acts on a person ("kills",
 * "stabs"), and never explicit words (gore, dismember, torture), so explicit harm stays refused.
 */
export type Tolerance = {
  name: string;
  forms: readonly string[];
  context: string;
  blockers: readonly string[];
};

export const TOLERANCE_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  t_crime_story: [
    "detective detectives inspector investigator investigators forensic forensics courtroom jury trial",
    "suspect suspects mystery noir whodunit evidence clue clues crime_scene interrogate interrogates",
    "interrogation sleuth coroner autopsy alibi witness witnesses testimony verdict lawyer attorney",
    "judge sherlock poirot cluedo prosecutor true_crime podcast novel detective_story case_file",
    "documentary narrator arrested caught jail prison sentenced investigation",
  ],
  t_medical: [
    "surgeon surgeons surgery operate operates operating er hospital nurse nurses doctor doctors",
    "paramedic paramedics ambulance vet veterinarian clinic patient patients medical medic medics cpr",
    "stitches bandage icu ward first_aid donor donors transfusion blood_test",
  ],
  t_education: [
    "awareness prevention dangers danger crisis epidemic documentary recovery recovering rehab",
    "rehabilitation support_group counselor counsellor health_class lecture lesson psa campaign say_no",
    "addiction assembly seminar workshop statistics school_nurse",
  ],
  t_wildlife: [
    "lion lions lioness lionesses cheetah cheetahs leopard leopards tiger tigers wolf wolves shark sharks",
    "orca orcas eagle eagles hawk hawks owl owls spider spiders snake snakes crocodile crocodiles alligator",
    "bear bears predator predators prey savanna savannah wildlife nature_documentary zebra zebras gazelle",
    "gazelles antelope wildebeest seal seals pack pride hyena hyenas",
  ],
  t_history: [
    "history historical documentary museum memorial ww1 ww2 wwi wwii world_war archive archival footage",
    "lesson remembrance anniversary veteran veterans historian textbook battle_of d_day holocaust war wars",
  ],
  t_food: [
    "cake cakes recipe recipes chocolate cookies cookie pie pies burger burgers pizza kitchen bake baking",
    "chef salsa sauce chili brownies lasagna pasta tacos curry soup stew ramen noodles pancakes waffles",
    "bbq barbecue ribs wings salad sandwich sandwiches fries nachos burrito casserole dessert meal dish",
  ],
  t_game: [
    "video_game videogame videogames gamer gamers gaming stream streamer streamers fortnite minecraft",
    "call_of_duty esports e_sports console controller arcade laser_tag paintball airsoft nerf",
  ],
  t_art: [
    "statue statues sculpture sculptures painting paintings museum gallery louvre art_class sketch",
    "sketching drawing renaissance classical figure_drawing life_drawing",
  ],
  t_stage: ["comic comics comedian comedians stand_up standup audition gig jokes joke crowd open_mic"],
  t_human: [
    "man men woman women boy boys girl girls child children kid kids baby person people tourist tourists",
    "hiker hikers villager villagers farmer",
  ],
  t_endorse: [
    "glorify glorifies glorifying praise praises praising celebrate celebrates hail hails were_right",
  ],
  t_use: [
    "snort snorting snorts snorted inject injects injecting smoke smokes smoking smoked sell sells selling",
    "deal dealing buy buys buying try tries trying take takes taking shoot_up shooting_up cook cooks",
  ],
};

export const TOLERANCES: readonly Tolerance[] = [
  {
    name: "crime story",
    context: "t_crime_story",
    blockers: [],
    forms: (
      "murder murderer murderers killer killers killing killings stabbing stabbings poisoning " +
      "corpse corpses dead_body dead_bodies robbery robberies robber robbers gunshot gunshots blood " +
      "bloodstained bloody gun guns pistol revolver rifle"
    ).split(" "),
  },
  {
    name: "medical",
    context: "t_medical",
    blockers: [],
    forms: "blood bloody bleeding bleed bleeds bled overdose overdoses overdosed drug drugs".split(" "),
  },
  {
    name: "education",
    context: "t_education",
    blockers: ["t_use"],
    forms: (
      "drug drugs cocaine heroin meth methamphetamine marijuana cannabis fentanyl opioid opioids opium lsd " +
      "mdma ketamine narcotic narcotics overdose overdoses overdosed stoner stoners smuggling smugglers " +
      "smuggler trafficking"
    ).split(" "),
  },
  {
    name: "wildlife",
    context: "t_wildlife",
    blockers: ["t_human"],
    forms: "kill kills killed killing blood bloody bleeding bleeds slaughter slaughters".split(" "),
  },
  {
    name: "history",
    context: "t_history",
    blockers: ["t_endorse"],
    forms: (
      "bomb bombs bombed bombing bombings bomber bombers genocide massacre massacres massacred nazi nazis " +
      "killed killing killings gun guns rifle rifles grenade grenades napalm hostage " +
      "hostages assassination assassinated terrorist terrorists terrorism slaughter smuggling smugglers " +
      "smuggler trafficking"
    ).split(" "),
  },
  { name: "food", context: "t_food", blockers: [], forms: ["killer", "killers"] },
  { name: "stage", context: "t_stage", blockers: [], forms: ["bomb", "bombs", "bombed", "bombing"] },
  { name: "art", context: "t_art", blockers: ["f_minor"], forms: ["nude", "nudes", "nudity", "naked"] },
  {
    name: "game",
    context: "t_game",
    blockers: [],
    forms: (
      "gun guns sniper snipers rifle rifles pistol pistols shotgun shotguns grenade grenades bomb bombs " +
      "shootout shootouts gunfight gunfights"
    ).split(" "),
  },
];

/** Other-language words one letter from a banned word ("cocina" is a kitchen, not "cocaina"). */
export const NEAR_MISS_EXTRA: readonly string[] = (
  "cocina cocinas cocinar cocino cocinando cocinan mate mates matte drogerie vaping vape vapes vaped vaper " +
  "backt packt hackt nacht macht"
).split(" ");
