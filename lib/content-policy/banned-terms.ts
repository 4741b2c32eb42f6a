// The content policy's data (docs/product-spec.md §5): about 80 banned keywords, 12 banned theme phrases, the
// allow-list of innocent idioms that contain a banned word, and the context words for terms that are
// only harmful in some sentences ("shot" is camera vocabulary here). Matched as WORDS by ./match.ts.
//
// Entry syntax: space-separated forms, the first being the keyword shown to the user; "_" joins the
// words of a multi-word form; a leading "~" means the display word alone is not banned (only the
// listed forms are: gardeners pull weeds, but nobody smokes weed in a family film).

export const KEYWORD_ENTRIES: readonly string[] = [
  // killing, injuring, gore, torture
  "kill kills killed killing killings killer killers",
  "murder murders murdered murdering murderer murderers murderous",
  "massacre massacres massacred",
  "slaughter slaughters slaughtered slaughtering",
  "assassin assassins assassinate assassinated assassinates assassinating assassination",
  "public_execution public_executions",
  "stab stabs stabbed stabbing stabbings knife_fight knife_fights knifepoint",
  "strangle strangles strangled strangling strangler strangulation",
  "behead beheads beheaded beheading decapitate decapitated decapitates decapitating decapitation",
  "dismember dismembers dismembered dismembering dismemberment",
  "mutilate mutilates mutilated mutilating mutilation",
  "maim maims maimed maiming",
  "impale impales impaled impaling",
  "torture tortures tortured torturing torturer",
  "blood bloody bloodied bloodbath bloodshed bleed bleeds bleeding bled bloodstained",
  "gore gory",
  "corpse corpses dead_body dead_bodies",
  "wound_him wound_her wounded_him wounded_her",
  "beaten_to_death beat_to_death burned_to_death burnt_to_death",
  // weapons used on people
  "gun guns gunman gunmen gunfire gunshot gunshots gunfight gunfights gunpoint",
  "pistol pistols revolver revolvers rifle rifles shotgun shotguns firearm firearms handgun handguns sniper snipers",
  "shootout shootouts mass_shooting school_shooting drive_by_shooting shots_fired opens_fire opened_fire open_fire",
  "mass_shooter mass_shooters ar_15 ak_47 assault_rifle assault_rifles",
  "bomb bombs bombed bombing bombings bomber bombers",
  "grenade grenades",
  "explosive_vest suicide_bomber molotov molotovs napalm",
  "terrorist terrorists terrorism",
  "kidnap kidnaps kidnapped kidnapping kidnapper kidnappers",
  "hostage hostages",
  "war_crime war_crimes",
  // self-harm
  "suicide suicides suicidal end_his_life end_her_life ends_his_life ends_her_life take_his_own_life take_her_own_life takes_his_own_life takes_her_own_life",
  "self_harm self_harming",
  "cut_himself cut_herself cut_myself cut_themselves cuts_himself cuts_herself cutting_himself cutting_herself",
  "hang_himself hang_herself hangs_himself hangs_herself hanged_himself hanged_herself",
  "overdose overdoses overdosed overdosing",
  // sexual acts and nudity
  "sex sexy sexual sexually sexting",
  "nude nudes nudity nudist naked topless",
  "porn porno pornography pornographic",
  "erotic erotica",
  "orgasm orgasms",
  "masturbate masturbates masturbating masturbation",
  "genital genitals genitalia penis vagina",
  "rape rapes raped raping rapist rapists",
  "molest molests molested molesting molester",
  "incest",
  "prostitute prostitutes prostitution hooker hookers",
  "stripper strippers striptease strip_club strip_clubs lap_dance lap_dances",
  "fetish fetishes bdsm",
  "hentai nsfw xxx onlyfans",
  "lingerie",
  "make_love makes_love making_love made_love",
  "intercourse",
  // drugs and drug use
  "drug drugs drugged drugging",
  "~weed smoke_weed smokes_weed smoking_weed smoked_weed weed_joint bag_of_weed",
  "~pot smoke_pot smokes_pot smoking_pot smoked_pot pot_brownies",
  "cocaine",
  "~crack crack_cocaine crack_pipe smoke_crack smokes_crack smoking_crack",
  "heroin",
  "meth methamphetamine",
  "marijuana cannabis",
  "fentanyl opioid opioids opium",
  "lsd mdma ketamine",
  "narcotic narcotics",
  "stoner stoners",
  "~shrooms shrooms magic_mushrooms",
  // hate against a group
  "nazi nazis neo_nazi",
  "white_power white_supremacy white_supremacist white_supremacists",
  "kkk",
  "racist racists",
  "racial_slur racial_slurs",
  "ethnic_cleansing",
  "genocide",
  "lynch lynches lynched lynching",
  "hate_speech",
  // profanity
  "fuck fucks fucked fucking fucker motherfucker motherfuckers motherfucking fuckin fuckers",
  "shit shits shitty bullshit",
  "piss_off",
  "bitch bitches",
  "bastard bastards",
  "whore whores",
  "slut sluts",
  "cunt cunts",
  "asshole assholes",
  "cocksucker cocksuckers",
  "dickhead dickheads eat_a_dick suck_my_dick",
  // illegal acts
  "trafficking",
  "money_laundering",
  "counterfeit counterfeits counterfeiting",
  "shoplift shoplifts shoplifted shoplifting shoplifter",
  "burglar burglars burglary burglarize",
  "robbery robberies robbed robbing robber robbers theft thefts carjacking",
  "arson arsonist",
  "smuggle smuggles smuggled smuggling smuggler smugglers",
  "vandalism vandalize vandalizes vandalized vandalise vandalised",
];

export const BANNED_THEMES: readonly string[] = [
  "graphic violence",
  "adult content",
  "adult themes",
  "drug use",
  "substance abuse",
  "animal cruelty",
  "domestic violence",
  "hate crime",
  "criminal activity",
  "intimate scene",
  "violent death",
  "extremist propaganda",
];

/**
 * Innocent idioms and compounds that contain a banned form, checked before the ban: a banned match
 * lying wholly inside one of these is not a violation. "|" gives alternatives for one word.
 */
export const ALLOWED_PHRASES: readonly string[] = [
  "killer view|views|smile|smiles|app|apps|deal|deals|look|looks|outfit|heels|workout|whale|whales|bee|bees|tune|tunes|song|songs|track|tracks|beat|beats|moves|combo|sunset",
  "killer riff|riffs|solo|solos|guitar|vocals|voice|dance|recipe|recipes|cake|dress|shoes|playlist|goal|serve|dunk|joke|jokes|idea|ideas|instinct|abs|legs|wardrobe|sale|price|prices|routine|cookies|brownies|burger|fries|sauce|performance|set|fit",
  "cut|cuts herself|himself|themselves a|another slice|piece|portion",
  "dressed to kill",
  "nous|me|te tue|tuent avec ses|leurs|son|sa|tes devoirs|blagues|questions|histoires",
  "me|nos|te mata|matan con sus|tus|tanta|tantos deberes|tareas|chistes|preguntas",
  "murdering|killing|frying|destroying my brain|ears|eyes|head|mouth|tongue|stomach|throat",
  "cat burglar|burglars",
  "burglar|burglars|robber|robbers|thief|thieves|bandit costume|costumes|outfit|mask|masks",
  "feet|legs|back|knees|head|shoes|neck|arms|eyes|ears are|is killing me|him|her|them|us",
  "go|goes|going|went|move|moves|moving|moved|closes|closing|come|comes|coming in for the kill",
  "rear naked choke|chokes",
  // Spanish "matarse a" (to wear oneself out doing something): "se mató a entrenar"
  "se|me|te|nos mato|mata|matan|mataba|mataron|matamos|matando a|de entrenar|trabajar|estudiar|correr|reir|risa|practicar|ensayar",
  // drowning as an idiom: "drowning in paperwork"
  "drown|drowns|drowned|drowning in paperwork|work|emails|email|debt|homework|laundry|bills|files|deadlines|assignments|tasks|meetings|notifications|requests|orders|compliments|data|paper|papers|admin",
  "kills|killed|killing with a|his|her|the joke|jokes|set|bit|routine|punchline",
  // "nude" as a colour: lipstick, heels, a sofa
  "nude lipstick|lipsticks|lip|lips|gloss|heels|pumps|shoes|sandals|sofa|couch|palette|palettes|shade|shades|tone|tones|color|colors|colour|colours|nails|polish|eyeshadow|blush|makeup|tights|stockings|manicure|beige|pink|leather|fabric|velvet|linen|walls|paint|swatch|swatches",
  "could|would kill for",
  // a hyperbole of annoyance: "I could strangle my brother"
  "could|would strangle|throttle|murder|kill",
  "bleeding|bleeds|bled money|cash|customers|users|talent|subscribers|fans|points",
  "kill|killing time",
  "kill|kills|killed|killing the lights|engine|music|motor|vibe|mood",
  "weed|pain|bug|germ|mosquito killer|killers",
  "killer|killers bee|bees|whale|whales",
  "paper|cardboard|wooden|plastic|prop|finger|cap|cork|potato|marshmallow|confetti|water|nerf|glue|staple|spray|paint|paintball|toy|bubble|ray|laser|nail|heat|starting|top|squirt|grease|caulk|caulking|rivet|massage|radar|speed|tattoo|foam gun|guns",
  "water|squirt|toy|cap pistol|pistols",
  "ride|rides|riding|rode shotgun",
  "shoot|shoots|shot him|her|them|me|you|us a look|glance|smile|wink|message|text|email",
  "bath|seed|glitter|calorie|flavor|flavour bomb|bombs",
  "blood orange|oranges|moon|type|pressure|donor|donors|donation|drive|bank|cell|cells|sugar|test|tests|vessel|vessels|sample|samples|count|transfusion",
  "assassin bug|bugs",
  "kill switch|switches",
  "drug store|stores",
  "blood red",
  "bloody mary|marys",
  "naked eye|flame|truth",
  "bomber jacket|jackets",
  "jump|jumps|jumped|jumping the gun",
  "anti drug",
  "dangers|danger of|about drugs",
  "drug|drugs awareness|education|prevention|free",
  "say no to drugs",
  "murder mystery|mysteries|case|investigation|board|party|parties",
  "murder of crows",
  "could|would murder a|an|some",
  "murder on the dancefloor",
  "murder on the dance floor",
  "bloody brilliant|good|hell|awesome|great|marvellous|lovely|gorgeous|hilarious",
  "kill two birds",
  "cops and robbers",
  "gonna|going|is|are murder|kill me",
  "going to murder|kill me",
  "fake|stage|movie|prop|theatrical blood",
  "same sex couple|couples|marriage|wedding|weddings|parents|partners",
  "kill|kills|killed|killing it",
  "is|are|was|were killing me",
  "mom|mum|dad|mother|father|boss|teacher|grandma|coach will|would|gonna kill me",
  "bombed|bombs on stage",
  "bombed|bombs the test|exam|audition|interview",
  "is|was|are|were|re|s the bomb",
  "exam|test|traffic|commute|workout|hike|class|shift|day|week|practice was|is|s murder",
  "exam|test|election|market|quiz|round|game was|is|s a bloodbath",
  "kick|kicks|kicked|kicking everyone|everybody|them|us|him|her|me out",
  "burglar alarm|alarms",
  "didn|doesn|don|won|wouldn|couldn|wasn t shoot|kill|murder|stab|hurt|shoots|kills",
  "did|does|do|would|could not shoot|kill|murder|stab|hurt",
  "kill|kills|killed|killing the clock|penalty|rally|ball",
  "defuse|defuses|defused|defusing|disarm|disarms|disarmed the|a bomb|bombs",
  "bomb squad|disposal|technician|technicians",
  "killer curveball|curve|fastball|serve|backhand|forehand|crossover|pass|putt|drive|kick|spike",
  "tue|tuee|tues|tuent de rire",
  "mata|mato|matan de risa",
  "bloody|bloodied nose|noses|lip|lips|knuckles|knee|knees",
  "murder|murders|murdered|murdering|kill|kills|killed|killing the|that|this|a|his|her|my song|songs|karaoke|tune|solo|note|high_note|dance|lyrics|chorus|playlist",
  "blood flows|flow|circulates|circulation|flowing",
  "sex|gender of the",
  "crack of dawn",
];

/**
 * Forms harmful only in some sentences ("shot" is camera vocabulary in this product): flagged when a
 * harm cue is near (a target after it, a passive before it) and no innocent context is in the sentence.
 */
export const CONTEXT_FORMS: readonly string[] = (
  "shoot shoots shooting shot shots shooter shooters slit slits slitting slash slashes slashed slashing " +
  "execute executes executed executing punch punches punched punching beat beats beating " +
  "choke chokes choked choking poison poisons poisoned poisoning drown drowns drowned drowning " +
  "kick kicks kicked kicking smother smothers smothered suffocate suffocates suffocated stomp stomps stomped"
).split(" ");

/** Who or what a shot can be aimed at: a context term followed closely by one of these is harmful. */
export const TARGET_WORDS: readonly string[] = (
  "him her them me you us himself herself themselves another man men woman women boy boys girl girls " +
  "hiker hikers tourist tourists villager villagers civilian civilians classmate classmates homeless " +
  "child children kid kids baby person people someone somebody everyone everybody anyone victim victims " +
  "police cop cops officer officers soldier soldiers guard guards teacher student students neighbor " +
  "neighbour wife husband friend brother sister mother father mom dad crowd stranger sheriff king " +
  "president enemy enemies bystander bystanders dog cat deer horse animal animals dead each throat " +
  "wrist wrists cashier clerk customer customers shopkeeper driver passenger passengers pedestrian " +
  "pedestrians suspect suspects prisoner prisoners criminal criminals thief thieves gangster gangsters " +
  "villain villains rival rivals boss guy guys lady ladies teen teens teenager teenagers protester " +
  "protesters civilian civilians tourist tourists girlfriend boyfriend gf bf puppy puppies kitten kittens " +
  "cyclist lady toddler parents son daughter grandma grandpa wives husbands neighbors neighbours classmate"
).split(" ");

/** Words before a context term that make it a harm (he was shot, got shot). */
export const PASSIVE_CUES: readonly string[] = "was were got gets get been being is are".split(" ");

/** Words that make a context term innocent in its sentence: cameras, photos, plants, drinks, sport. */
export const INNOCENT_CONTEXT: readonly string[] = (
  "camera cameras film films filmed filming movie video videos photo photos photograph photographer " +
  "photographers photography footage lens scene scenes angle close closeup wide medium tracking frame " +
  "framing drone aerial zoom pan dolly crane handheld steadicam establishing overhead pov cinematographer " +
  "director crew studio selfie timelapse slow motion sequence take 35mm 16mm 70mm mm espresso tequila " +
  "vodka whiskey glass bamboo sprout sprouts plant plants basketball ball hoop goal hockey puck star stars " +
  "model models portrait fashion wedding commercial montage cut cuts insert reverse water nerf foam toy " +
  "goalkeeper goalie accidentally blaster blasters laser lasertag airsoft coroner autopsy forensic forensics podcast " +
  "paintball snowball snowballs confetti schedule day days location locations script range gallery heart hearts drum drums " +
  "rhythm chess game games match race record eggs batter vaccine flu nurse clinic booster injection jab doctor " +
  "dj djs music song songs track tracks producer rapper drummer ufc mma kickboxing kickboxer barista baristas"
).split(" ");
