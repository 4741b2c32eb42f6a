// Frames of round 2 on fresh set 7 (issue 24, section 6): plain data in the syntax of ./frames.ts, merged
// into FRAME_CONCEPTS and FRAME_RULES there. Each entry is a STRUCTURE rather than a phrase: an age
// marker with a sexualised or romantic framing, a person thrown against a surface, casualties told as
// "bodies dropping", a damaged body part with a lingering camera, torture "while he screams", a group
// depicted as a predator or vermin, a how-to or an intent to copy with a bypassed alarm or key, an
// intoxicant with a driving verb of another language, mixing substances "to get higher", and a jump
// from a building in Spanish, French, Italian and Portuguese gerunds.
import type { FrameRule } from "./vocabulary";

export const ROUND2_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  // ------------------------------------------------------------ minors
  // Strict age markers only ("kids" and "children" are left out: kids watch romantic comedies).
  r2_minor_age: [
    "5|6|7|8|9|10|11|12|13|14|15|16|17_year|years|yr|yrs_old 5|6|7|8|9|10|11|12|13|14|15|16|17_yo",
    "5|6|7|8|9|10|11|12|13|14|15|16|17_anos|ans|anni|jahre|jahrige|jahrigen",
    "stepdaughter stepdaughters stepson schoolgirl schoolgirls collegienne collegiennes colegiala colegialas",
    "preteen preteens tween tweens little_girl little_girls middle_schooler middle_schoolers",
    "schulmadchen ragazzina ragazzine menina meninas nina ninas fillette fillettes",
  ],
  r2_sexualised_frame: [
    "romantic_music romantic_lighting romantic_and_steamy make_it_romantic sensual sensuel sensuelle",
    "sensuelles sensuale sinnlich sinnliche seduce seduces seducing seduced seduit seduire seduisant",
    "seduce seduciendo seduz seduzindo seduzione verfuhrt verfuhren petite_tenue tenue_legere",
    "see_through sheer negligee ambiance_sensuelle erotic erotique erotico erotica erotisch steamy sexy sexi",
    "sneaks|sneaking|creeps|creeping_into_her|his|their_bedroom|bed|room",
  ],
  r2_minor_ok: [
    "awareness prevention safety grooming_signs warning_signs police arrested arrest court trial",
    "documentary lesson psa",
  ],
  // ------------------------------------------------------------ violence
  r2_thrown_against: [
    "thrown|slammed|hurled|smashed|flung|shoved_against|into_a|the_wall|walls|floor|door|window|table",
    "getting|gets|got_thrown|slammed|hurled|flung_against|into",
  ],
  r2_throw_person: [
    "throw|throws|threw|throwing|slam|slams|slammed|slamming|hurl|hurls|hurled|fling|flings|flung_him|them_against|into",
    "throw|throws|threw|throwing|slam|slams|slammed|slamming|hurl|hurls|hurled|fling|flings|flung_the|a|his|her_baby|toddler|kid|child|son|daughter|wife|girlfriend|dog|cat|puppy_against|into",
  ],
  r2_throw_verb: ["throw threw thrown slam hurl fling flung shove smash"],
  r2_against_surface: [
    "against|into_the|a_wall|walls|lockers|locker|floor|door|table|window|fridge|radiator|counter",
  ],
  r2_throw_lang: [
    "lanza lanzo arroja arrojo estrella estrello avienta jette jeta projette projete wirft warf schleudert",
    "schleuderte lancia scaraventa scaraventato sbatte sbattuto joga jogou arremessa atira atirou",
  ],
  r2_wall_lang: [
    "contra_la_pared contra_el_suelo contre_le_mur contre_un_mur gegen_die_wand gegen_eine_wand",
    "contro_il_muro contro_la_parete contra_a_parede contra_o_chao",
  ],
  r2_casualties: [
    "bodies_dropping bodies_drop bodies_falling bodies_piling_up bodies_pile_up bodies_everywhere",
    "ppl_dropping people_dropping dropping_like_flies corpses_everywhere bodies_on_the_floor|ground|street",
    "cadaveres_por_todas_partes des_corps_partout leichen_uberall cadaveri_ovunque corpos_por_todo_lado",
  ],
  r2_driveby: ["drive_by drive_bys driveby drivebys"],
  r2_realism: [
    "hyper_real hyperreal hyper_realistic hyperrealistic realistic ultra_realistic make_it_look_real",
    "bodycam body_cam cctv real_footage graphic realista realiste realistisch realistico",
  ],
  r2_fiction_ok: [
    "video_game game zombie zombies monster monsters nerf laser_tag paintball airsoft gta grand_theft_auto",
  ],
  // ------------------------------------------------------------ gore
  r2_burst: [
    "pop pops popping popped burst bursts bursting explode explodes exploding exploded splatter splatters",
    "splattered squashed squished hanging_by scattered cave caves caved",
  ],
  r2_linger: [
    "linger lingers lingering slow_mo slowmo slow_motion close_up closeup zoom_in zoom_on in_detail",
    "gros_plan primer_plano nahaufnahme primo_piano close_em camara_lenta ralenti zeitlupe rallentatore",
  ],
  r2_burst_ok: [
    "balloon balloons water_balloon confetti bubble bubbles popcorn pimple zit cake pinata fireworks",
    "corn kernel kernels champagne cork",
  ],
  r2_while_scream: [
    "while_he|she|they_screams|scream|screaming|begs|beg|begging|howls|shrieks",
    "as_he|she|they_screams|scream|begs|beg|howls|shrieks",
    "pendant_qu_il|elle_hurle|crie|supplie|hurlent|crient mientras_grita|suplica|gritan|chilla",
    "wahrend_er|sie_schreit|fleht|schreien mentre_urla|grida|implora enquanto_grita|implora|berra",
  ],
  r2_torture_act: [
    "burn burns burning burned burnt brule brulent bruler brulait quema queman quemando quemar",
    "verbrennt verbrennen verbrannt brucia bruciano bruciando queima queimam queimando",
    "chalumeau soplete blowtorch blow_torch lotlampe fiamma_ossidrica macarico pliers pinces tenazas zange",
    "pinze alicate electrocute electrocutes cigarette cigarettes iron branding_iron",
  ],
  r2_scream_ok: ["laugh laughs laughing laughter rire rires risas lachen ridere risos delight joy"],
  // ------------------------------------------------------------ hate
  r2_depicted: [
    "shown_as depicted_as portrayed_as drawn_as painted_as presented_as show_them_as show_him|her_as",
    "montres_comme representes_comme mostrados_como retratados_como dargestellt_als mostrati_come",
  ],
  r2_vile: [
    "creepy creep creeps predator predators groomer groomers pedo pedos pedophile pedophiles pervert",
    "perverts rats vermin cockroaches roaches insects parasites apes monkeys savages criminals terrorists",
    "dirty filthy disgusting subhuman animals lurking rapists",
  ],
  r2_groomer: ["groomer groomers stop_the_groomers"],
  r2_group_more: ["दलित दलितों दलितो अछूतों"],
  r2_demean_more: ["नीच अछूत गंदे गंदा"],
  // ------------------------------------------------------------ illegal
  r2_bypass: [
    "without_the|a_key|keys without_keys keyless_entry relay_attack relay_box",
    "without_the|an|any_alarm|alarms|cameras without_triggering|tripping_the|an|any_alarm|alarms",
    "without_setting_off_the|an|any_alarm|alarms",
    "disable|disables|disabled|disabling|cut|cuts|cutting_the_alarm|alarms|cameras|camera|cctv",
    "bypass|bypasses|bypassing_the_alarm|alarm|immobilizer|immobiliser|security",
    "sin_que_suene|salte_la_alarma sin_llave sin_la_llave sans_la_cle sans_cle sans_declencher",
    "ohne_schlussel ohne_den_schlussel ohne_alarm senza_chiave senza_chiavi senza_far_scattare",
    "sem_chave sem_disparar desactivar_la_alarma desactiva_la_alarma couper_l_alarme",
  ],
  r2_replicate: [
    "so_viewers|people|you|u|ppl_can_copy|replicate|repeat so_you|u_can_do_it_too real_tools",
    "works_irl works_in_real_life tutorial_real tutoriel_reel que_funcione de_verdad",
  ],
  r2_howto_more: [
    "como_entrar|abrir|robar|forzar|meterse|hacer|fabricar comment_entrer|ouvrir|voler|forcer|fabriquer",
    "come_entrare|aprire|rubare|fare|costruire como_entrar|abrir|roubar|fazer anleitung tutorial tutoriel",
    "passo_a_passo paso_a_paso wie_man schritt_fur_schritt",
  ],
  r2_entry_target: [
    "casa house home apartment flat store shop jewelry_store jewellery_store bank car tesla",
    "maison appartement magasin voiture haus wohnung laden auto casa negozio macchina carro loja",
  ],
  r2_loot: ["loot looting steal stealing rob robbing grab grabs shoplift shoplifting swipe clean_out"],
  r2_bypass_ok: ["locksmith locksmiths my_own own_car own_house locked_out lost_my_keys security_test"],
  r2_firebomb: [
    "molotowcocktail molotowcocktails molotow cocktail_molotov cocktails_molotov coctel_molotov",
    "cocteles_molotov bottiglia_molotov bottiglie_molotov coquetel_molotov",
  ],
  // ------------------------------------------------------------ impaired driving
  r2_drive_more: [
    "speeds speeding_through speeds_through tears_through tearing_through roule roulent rouler roulait",
    "roulant guidano guida guidare guidando alla_guida guidava maneja manejan manejando conducen",
    "school_zone autoroute autostrada autobahn a_180|200|150|160 km_h drag_racing drag_race street_racing",
  ],
  r2_drunk_more: [
    "ubriaco ubriaca ubriachi ubriache sbronzo sbronza sbronzi bourre bourres bourree completement_bourre",
    "borrachos borrachas pedo pedos besoffen betrunkene bebados bebadas",
  ],
  // ------------------------------------------------------------ drugs
  r2_get_high: [
    "pra|para_ficar_doido|doidao|chapado|louco|loucao pra|para_ficar_mais_doido|louco|chapado",
    "para_ponerse|ponerte_pedo|ciego|high para_ponerse|ponerte_mas_pedo|ciego|high",
    "to_get_high|higher to_get_more_high|fucked to_get_fucked_up pour_planer pour_etre_plus_defonce",
    "um_high_zu_werden",
    "per_sballarsi per_sballare",
  ],
  r2_mix: [
    "mix mixes mixing misturar mistura misturando mezclar mezcla mezclando melanger mischen mescolare",
  ],
  r2_drug_more: ["lanca_perfume lancaperfume balinha balinhas poppers lolo"],
  // ------------------------------------------------------------ self-harm
  r2_jump_lang: [
    "tirandose|tirarse|lanzandose|lanzarse|arrojandose|arrojarse|aventandose_del|desde_edificio|puente|balcon|techo|tejado|acantilado",
    "tirandose|tirarse|lanzandose|lanzarse|arrojandose|arrojarse_de|desde_un|una|el|la_edificio|puente|balcon|techo|azotea|ventana",
    "se_jetant_du_pont|toit|balcon se_jetant_d_un_pont|toit|immeuble|balcon",
    "buttandosi|gettandosi_dal_ponte|tetto|palazzo|balcone buttandosi|gettandosi_da_un_ponte|tetto|palazzo|balcone",
    "se_jogando|atirando_do|da_predio|ponte|telhado|janela se_jogando|atirando_de_um|uma_predio|ponte|telhado|janela",
  ],
  r2_jump_ok: [
    "piscina agua mar lago rio paracaidas paracaidista =puenting parapente trampolin piscine eau parachute",
    "water pool parkour stunt doble",
  ],
  // ------------------------------------------------------------ sexual
  r2_sex_abbr: ["=bj =bjs =hj blowjob blowjobs handjob handjobs"],
  r2_sex_abbr_cue: ["pov giving gives getting gets back_of in_the_back car uber taxi angle camera bathroom"],
};

// Probe 1 of round 2 (my own, run once after the classes above): intent and helplessness cues.
export const ROUND2_PROBE_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  r2_punish: [
    "to_teach_him|her|them|you|it_a_lesson as_punishment as_a_punishment to_punish_him|her|them",
    "para_darle_una_leccion pour_lui_donner_une_lecon pour_le|la_punir um_ihm|ihr_eine_lektion_zu_erteilen",
    "per_dargli|darle_una_lezione para_lhe_dar_uma_licao",
  ],
  r2_helpless: [
    "handcuffed handcuffs tied_up zip_tied restrained unconscious defenseless defenceless helpless",
    "esposado esposada atado atada menotte ligote ligotee gefesselt ammanettato legato algemado amarrado",
  ],
  r2_shock: ["taser tasering tase tased tasing electroshock stun_gun cattle_prod electrocute"],
  r2_impaled: ["on_a_spike|pike|stake|spear on_spikes|pikes|stakes impaled impaling impale"],
  r2_head: ["head heads skull skulls"],
  r2_cruel: ["starve starving starved lock locks locked"],
  r2_impaled_ok: [
    "fake plastic foam halloween prop props decoration decorations kebab skewer skewers marshmallow marshmallows",
  ],
  r2_conceal: [
    "without_getting|being_caught without_anyone_noticing|knowing so_nobody|noone_finds|notices|knows",
    "so_no_one_finds|notices|knows so_nobody|noone_will_find_out so_no_one_will_find_out",
    "ohne_dass ohne_erwischt_zu_werden sin_que_nadie_se_entere|note sin_que_te_pillen|atrapen",
    "sans_se_faire_prendre|choper|attraper sans_que_personne senza_farsi_beccare|scoprire",
    "sem_ser_pego|pega sem_ninguem_saber|perceber",
  ],
  r2_break_lang: [
    "aufbrechen aufbricht aufgebrochen knacken knackt forcer fracturer fracture forzar forzando",
    "scassinare scassina forzare arrombar arrombando arromba",
  ],
  r2_refl_cut: [
    "s_entaille s_entaillait s_entaillent se_taillade se_tailladait se_coupe se_coupait se_corta se_cortaba",
    "si_taglia si_tagliava corta_os ritzt_sich schneidet_sich",
  ],
  r2_wrist: [
    "poignets poignet veines venas munecas muneca polsi vene pulsos punhos handgelenke pulsadern",
    "bras brazos braccia bracos arme",
  ],
  r2_rope: ["rope noose belt cord"],
  r2_anchor: ["ceiling_fan ceiling beam rafter rafters closet_rod door_handle banister"],
  r2_stand: ["standing_on_a_chair stands_on_a_chair on_a_stool kicks_the_chair chair stool neck"],
  r2_adult_age: [
    "18|19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|45|50|55|60_year|years|yr_old",
    "18|19|20|21|22|23|24|25|26|27|28|29|30|35|40|45|50_yo",
  ],
  r2_sport_score: [
    "final finals match season playoffs playoff league score scoreline tournament championship cup derby",
    "semifinal semis quarterfinal chess pawn pawns checkmate",
  ],
  r2_drive_take: [
    "takes|took|grabs_the_car|wheel prende|prendere_la_macchina prend_la_voiture coge|agarra_el_coche|carro",
    "pega_o_carro nimmt_das_auto al_volante au_volant am_steuer ao_volante prend_le_volant toma_el_volante",
  ],
  r2_high_idiom: ["fume_comme_jamais defonce defoncee high_as_a_kite stoned_out_of_his|her|my_mind zonked"],
};

// Probe 2 of round 2 (my own, run once after probe 1's classes).
export const ROUND2_PROBE2_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  r2_toxic: ["bleach antifreeze rat_poison poison arsenic cyanide drain_cleaner lejia javel frostschutz"],
  r2_food_in: [
    "into|in_his|her|their|the_soup|coffee|tea|drink|food|meal|wine|juice|smoothie|bottle|cereal|water",
  ],
  r2_poss_body: [
    "on|in|into_his|her|their_ribs|face|head|chest|stomach|throat|neck|skull|jaw|back|kidneys|groin",
  ],
  r2_stab_de: ["sticht|stach|stechen_auf"],
  r2_victim_de: ["nachbarn nachbarin nachbar frau mann freund freundin kind opfer seinen seine ihren ihre"],
  // a harm told after the fact by an investigation (a passive victim only, never an act on screen)
  r2_forensic: [
    "coroner coroners autopsy forensic forensics pathologist medical_examiner true_crime podcast investigators",
  ],
  r2_tear_apart: [
    "tearing_apart tear_apart tore_apart tears_apart torn_apart ripping_apart rip_apart rips_apart",
  ],
  r2_recovered: ["recovered abandoned police_find|found returned_to_its|the_owner crime_drama"],
  r2_shake: ["shake shakes shook shaking"],
  r2_rough: ["hard violently roughly until_it|he|she_goes|went_quiet|limp|still"],
  r2_smuggle: [
    "sneak|sneaks|sneaking|smuggle|smuggles|smuggling_weapons|guns|knives|explosives_through|past|into|onto",
    "sneak|sneaks|sneaking|smuggle|smuggles|smuggling_a_gun|knife|bomb_through|past|into|onto",
  ],
  r2_snort: [
    "snort snorting snorts sniff sniffing crush crushing esnifar esnifando esnifa esnifan sniffe sniffer",
    "schnupft schnupfen sniffare sniffa cheirar cheirando ziehen zieht",
  ],
  r2_lines: ["rayas lineas lignes rails carreiras linee lines"],
  r2_swallow: [
    "schluckt schluckte swallow swallows swallowed traga trago avale avaler ingoia ingoiano engole",
  ],
  r2_all_pills: [
    "alle_tabletten todas_las_pastillas|pildoras toutes_les_pilules|pillules|cachets tutte_le_pillole|pastiglie|compresse",
    "todos_os_comprimidos",
    "all_the_pills all_of_the_pills the_whole_bottle",
  ],
  r2_never_wake: [
    "um_nicht_mehr_aufzuwachen to_never_wake_up so_she|he|i_never_wakes|wake_up para_no_despertar",
    "pour_ne_plus_se_reveiller per_non_svegliarsi_piu para_nao_acordar_mais",
  ],
  r2_ring: [
    "boxer boxers boxing mma ufc fighter fighters referee sparring kickboxer kickboxing round_10|11|12",
  ],
  r2_deprive: ["no_water no_food without_food|water overnight for_days"],
  r2_harm_lang: [
    "ahoga ahogo ahogan ahogar ahogando asfixia asfixio noie noye etouffe ertrankt erstickt annega annegato",
    "soffoca afoga afogou sufoca",
  ],
  r2_on_purpose: [
    "volontairement deliberately on_purpose a_proposito absichtlich apposta de_proposito adrede",
  ],
  r2_runover_lang: [
    "ecrase ecraser run_over runs_over ran_over atropella atropello uberfahrt uberfuhr investe atropela",
  ],
  r2_for_fun: ["for_fun for_laughs just_for_fun pour_le_plaisir por_diversion aus_spass per_divertimento"],
  r2_drill: ["drill drilling drills"],
  r2_dismember: [
    "zerstuckelt zerstuckeln zerstuckelte descuartizado descuartizada demembre demembree smembrato smembrata",
    "esquartejado esquartejada dismember dismembered dismembering dismembers",
  ],
  r2_cant: [
    "can_t_drive|think|cook|learn|read|lead cannot|cant_drive|think|cook|learn|read|lead can_t_be_trusted",
  ],
  r2_coke_lang: ["koks kokain koka perico farlopa"],
  r2_kill_group: ["shoot kill gas hang lynch exterminate"],
  r2_camera: ["photo photographer photographers photoshoot camera portrait portraits"],
  r2_demean_lang2: [
    "avidi avido avidos avares avare gierig gierige codiciosos sporchi ladri voleurs ladrones diebe ladroes",
    "controllano_tutto controlan_todo controlent_tout kontrollieren_alles controlam_tudo",
  ],
  r2_decide: ["tonight_is_the_night tonight_s_the_night decides|deciding_tonight"],
  r2_camps: ["in_camps into_camps in_a_camp to_the_camps concentration_camp concentration_camps"],
  r2_stolen: ["stolen =hot_iphone|phone|phones|car|cars|goods"],
  r2_witness: [
    "threaten|threatening|threatens|intimidate|intimidating|bribe|bribing_a|the_witness|witnesses|juror|jurors|judge",
  ],
  r2_victim_lang: [
    "compagno compagna compagni amico amica collega compagno_di_classe compañero companero companera colega",
    "camarade copain copine collegue kollege kollegin mitschuler mitschulerin amigo amiga",
  ],
  r2_shoot_lang: [
    "atira|atirou|atiram_em dispara|disparo_a|contra tire|tira_sur schiesst|schoss_auf spara|sparato_a|contro",
  ],
  r2_cjk_cut: ["割下 割掉 砍下 砍掉 切下 剁掉 切り落と 切断 潰す 潰し 砸碎 砸烂 잘라 으깨"],
  r2_cjk_part: ["耳朵 手指 舌头 眼睛 指を 耳を 舌を 目を 귀를 손가락 혀를 눈을"],
  r2_pill_de: ["werfen|warfen|wirft|warf_pillen|teile|ecstasy|molly"],
  r2_party: ["rave raves party club festival techno disco discoteca fiesta boate"],
  r2_end_it_lang: [
    "vuole|voglio|vorrebbe_farla_finita quiere|quiero_acabar_con_todo|su_vida veut|veux_en_finir",
    "quer|quero_acabar_com_tudo|a_vida will_nicht_mehr_leben",
  ],
  r2_goodbye: [
    "lettera_d_addio carta_de_despedida lettre_d_adieu abschiedsbrief goodbye_letter goodbye_note",
  ],
  r2_adult_lang: [
    "adulto adulte erwachsener erwachsene grown_man adult_man hombre_mayor homme_adulte uomo_adulto",
  ],
  r2_cjk_strip: ["服を全部脱 服を脱 脱いで 脱衣 脱光 脱掉衣服 옷을_벗 옷을_다_벗"],
  r2_cjk_uncensored: ["無修正 モザイクなし 无码 无删减 노모 모자이크_없이"],
  r2_food: ["soup coffee tea drink food meal wine juice smoothie cereal lunch dinner"],
  r2_clean_ok: ["clean cleaning laundry mop stain stains toilet bathroom disinfect"],
  r2_blade: ["scalpel knife razor blade needle needles"],
  r2_strapped: ["strapped_down strapped_to tied_down chained_to chained_up"],
  r2_inner: ["intestines guts entrails innards insides bowels brains"],
  r2_out: ["pour_out pours_out pouring_out poured_out spill_out spilling_out spills_out push_them_back"],
  r2_cleanse: [
    "clean|cleanse|rid|purge|clear_our|the_streets|town|country|city|neighborhood|neighbourhood_of",
    "get_rid_of_all_the|these|those",
  ],
  r2_out_with: ["raus_mit_ihnen raus_mit_euch fuera_con_ellos dehors_les fuori_dalle_palle fora_com_eles"],
  r2_hide_body: ["hide|hides|hiding|dispose|dump|bury_a|the_body|corpse|bodies dispose_of_a|the_body"],
  r2_never_find: ["so_the_cops|police_never_find so_the_cops|police_won_t_find never_find_it|him|her"],
  r2_fake: ["fake phony bogus"],
  r2_scam_target: ["charity fundraiser donations gofundme"],
  r2_spray: ["spray_paint spray_painting spray_paints spraypaint spraypainting tag tags tagging graffiti"],
  r2_property: ["church mosque synagogue temple school police_car cop_car house houses car cars"],
  r2_spray_ok: ["mural murals commissioned art_project legal_wall canvas permission festival workshop"],
  r2_pill_slang: ["oxy oxys percs percocet xans bars adderall vicodin"],
  r2_feel_nice: ["to_feel_nice|good|numb|floaty to_vibe in_a|his|her|the_smoothie|drink|coffee|soda"],
  r2_shroom: [
    "pilze magic_mushrooms setas hongos champignons_magiques funghi_allucinogeni cogumelos shrooms",
  ],
  r2_dose: ["dose dosiert dosieren dosing dosage dosis first_trip ersten_trip"],
  r2_sell_drug: [
    "sell|sells|selling|sold|deal|deals|dealing_molly|ecstasy|coke|weed|pills|percs|acid|shrooms|xans",
  ],
  r2_stop_eat: [
    "deja_de_comer stops_eating stopped_eating arrete_de_manger hort_auf_zu_essen smette_di_mangiare para_de_comer",
  ],
  r2_weigh: [
    "se_pesa weighs_herself|himself se_pese wiegt_sich si_pesa kilo_perdido kilos_perdidos pound_lost pounds_lost",
  ],
  r2_on_edge: ["standing|stands|sitting|sits_on_the_railing|ledge|edge on_the_railing|ledge"],
  r2_ready: ["ready looking_down about_to let_go"],
  r2_hand_into: [
    "hand|hands_slides|slide|slips|slip|goes|reaches_into|down_his|her|their_pants|panties|underwear|jeans|shorts",
  ],
  r2_strip_all: ["taking|takes|took_off_everything strips_naked strips_down"],
  r2_explicit: ["explicit uncensored graphic nsfw escort client hooker"],
};

const V = "violence";
const G = "graphic violence";
const H = "hate against a group";
const I = "illegal activity";
const ID = "impaired driving";
const D = "drug use";
const S = "sexual content";
const SH = "self-harm";

export const ROUND2_RULES: readonly FrameRule[] = [
  // a strict age marker with a sexualised or romantic framing, with or without an adult named
  {
    label: S,
    category: "sexual",
    all: ["r2_minor_age", "r2_sexualised_frame"],
    near: 16,
    unless: ["r2_minor_ok"],
  },
  {
    label: S,
    category: "sexual",
    all: ["r2_sexualised_frame", "r2_minor_age"],
    near: 16,
    unless: ["r2_minor_ok"],
  },
  // a person or an animal thrown against a surface
  { label: V, category: "violence", all: ["f_victim", "r2_thrown_against"], ordered: true, near: 4 },
  { label: V, category: "violence", all: ["r2_throw_person"], unless: ["r2_jump_ok", "r2_scream_ok"] },
  {
    label: V,
    category: "violence",
    all: ["r2_throw_verb", "f_victim", "r2_against_surface"],
    ordered: true,
    near: 7,
    unless: ["f_sport", "r2_jump_ok", "r2_scream_ok"],
  },
  { label: V, category: "violence", all: ["r2_throw_lang", "f_victim", "r2_wall_lang"], near: 8 },
  { label: V, category: "violence", all: ["f_victim", "r2_throw_lang", "r2_wall_lang"], near: 8 },
  // casualties told as "bodies dropping", a drive-by told as real
  {
    label: V,
    category: "violence",
    all: ["r2_casualties"],
    unless: ["t_history", "r2_fiction_ok", "t_game_play"],
  },
  {
    label: V,
    category: "violence",
    all: ["r2_driveby", "r2_realism"],
    near: 16,
    unless: ["t_history", "r2_fiction_ok"],
  },
  // a damaged body part and a camera that lingers on it
  {
    label: G,
    category: "gore-torture",
    all: ["body_part", "r2_burst", "r2_linger"],
    ordered: true,
    near: 14,
    unless: ["r2_burst_ok", "medical"],
  },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_linger", "body_part", "r2_burst"],
    ordered: true,
    near: 14,
    unless: ["r2_burst_ok", "medical"],
  },
  // torture "while he screams"
  {
    label: G,
    category: "gore-torture",
    all: ["r2_torture_act", "r2_while_scream"],
    near: 16,
    unless: ["r2_scream_ok", "medical"],
  },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_while_scream", "r2_torture_act"],
    near: 16,
    unless: ["r2_scream_ok", "medical"],
  },
  // a group depicted as predators or vermin; a group called groomers
  { label: H, category: "hate", all: ["f_group", "r2_depicted", "r2_vile"], near: 12, unless: ["m_debunk"] },
  { label: H, category: "hate", all: ["r2_depicted", "f_group", "r2_vile"], near: 12, unless: ["m_debunk"] },
  { label: H, category: "hate", all: ["f_group", "r2_groomer"], near: 16, unless: ["m_debunk"] },
  { label: H, category: "hate", all: ["r2_group_more", "r2_demean_more"], near: 8 },
  { label: H, category: "hate", all: ["r2_group_more", "m_demean_lang"], near: 8 },
  // a how-to, or an intent to be copied, with a bypassed key or alarm; firebombs
  { label: I, category: "illegal", all: ["f_howto", "r2_bypass"], near: 16, unless: ["r2_bypass_ok"] },
  { label: I, category: "illegal", all: ["r2_bypass", "f_howto"], near: 16, unless: ["r2_bypass_ok"] },
  { label: I, category: "illegal", all: ["r2_howto_more", "r2_bypass"], near: 16, unless: ["r2_bypass_ok"] },
  { label: I, category: "illegal", all: ["r2_bypass", "r2_replicate"], near: 24, unless: ["r2_bypass_ok"] },
  {
    label: I,
    category: "illegal",
    all: ["f_entry", "r2_bypass"],
    near: 16,
    unless: ["r2_bypass_ok", "f_legit"],
  },
  {
    label: I,
    category: "illegal",
    all: ["r2_howto_more", "r2_entry_target", "r2_bypass"],
    near: 16,
    unless: ["r2_bypass_ok"],
  },
  { label: I, category: "illegal", all: ["r2_bypass", "r2_loot"], near: 16, unless: ["r2_bypass_ok"] },
  { label: I, category: "illegal", all: ["r2_firebomb"], unless: ["t_history", "f_edu"] },
  // an intoxicant and a driving verb of another language
  {
    label: ID,
    category: "impaired-driving",
    all: ["f_impaired", "r2_drive_more"],
    near: 14,
    unless: ["f_sober"],
  },
  {
    label: ID,
    category: "impaired-driving",
    all: ["r2_drunk_more", "r2_drive_more"],
    near: 14,
    unless: ["f_sober"],
  },
  {
    label: ID,
    category: "impaired-driving",
    all: ["r2_drunk_more", "f_drive"],
    near: 14,
    unless: ["f_sober"],
  },
  // mixing substances to get higher; inhalant and pill slang with a how-to
  { label: D, category: "drugs", all: ["r2_mix", "r2_get_high"], near: 12 },
  { label: D, category: "drugs", all: ["r2_drug_more", "r2_get_high"], near: 12 },
  { label: D, category: "drugs", all: ["r2_drug_more", "r2_howto_more"], near: 16 },
  { label: D, category: "drugs", all: ["r2_howto_more", "r2_drug_more"], near: 16 },
  // probe 1: punishment intent, a helpless victim, a head on a spike, concealment with a break-in,
  // cutting one's own wrists (fr, es, it, pt, de), a rope tied to a ceiling, a minor with an adult's age
  { label: V, category: "violence", all: ["r2_punish", "f_harm"], near: 14 },
  { label: V, category: "violence", all: ["f_harm", "r2_punish"], near: 14 },
  { label: V, category: "violence", all: ["r2_torture_act", "r2_punish"], near: 14, unless: ["r2_burst_ok"] },
  { label: V, category: "violence", all: ["r2_cruel", "r2_punish"], near: 14 },
  { label: V, category: "violence", all: ["r2_shock", "r2_helpless"], near: 8 },
  { label: V, category: "violence", all: ["r2_helpless", "r2_shock"], near: 8 },
  { label: V, category: "violence", all: ["r2_shock", "r2_while_scream"], near: 12 },
  { label: V, category: "violence", all: ["f_harm", "r2_helpless"], near: 6, unless: ["f_sport"] },
  { label: V, category: "violence", all: ["r2_helpless", "f_harm"], near: 6, unless: ["f_sport"] },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_head", "r2_impaled"],
    ordered: true,
    near: 4,
    unless: ["r2_impaled_ok", "t_history"],
  },
  { label: I, category: "illegal", all: ["f_howto", "r2_break_lang"], near: 12 },
  { label: I, category: "illegal", all: ["r2_howto_more", "r2_break_lang"], near: 12 },
  { label: I, category: "illegal", all: ["r2_break_lang", "r2_conceal"], near: 16 },
  { label: I, category: "illegal", all: ["r2_loot", "r2_conceal"], near: 16 },
  { label: SH, category: "self-harm", all: ["r2_refl_cut", "r2_wrist"], ordered: true, near: 4 },
  { label: SH, category: "self-harm", all: ["r2_rope", "r2_anchor", "r2_stand"], near: 12 },
  { label: S, category: "sexual", all: ["r2_minor_age", "r2_adult_age", "f_romance2"], near: 16 },
  { label: S, category: "sexual", all: ["r2_minor_age", "r2_adult_age", "f_romance"], near: 16 },
  { label: ID, category: "impaired-driving", all: ["r2_drunk_more", "r2_drive_take"], near: 14 },
  { label: ID, category: "impaired-driving", all: ["f_impaired", "r2_drive_take"], near: 14 },
  { label: ID, category: "impaired-driving", all: ["r2_high_idiom", "f_drive"], near: 14 },
  { label: ID, category: "impaired-driving", all: ["r2_high_idiom", "r2_drive_take"], near: 14 },
  // probe 2: poison in food, a harm verb on a body part, stabbing in German, a blade and a strapped
  // victim, guts spilling out, cleansing a place of a group, hiding a body, a fake charity, tagging a
  // church, pills in a drink, dosing mushrooms, selling party drugs, starving and weighing, standing on a
  // railing, a hand into pants, stripping for a client, a minor's private parts
  { label: V, category: "violence", all: ["r2_toxic", "r2_food_in"], near: 6 },
  {
    label: V,
    category: "violence",
    all: ["f_harm", "r2_poss_body"],
    ordered: true,
    near: 4,
    unless: ["f_sport", "medical", "r2_jump_ok"],
  },
  { label: V, category: "violence", all: ["r2_stab_de", "r2_victim_de"], ordered: true, near: 3 },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_tear_apart", "m_person_obj"],
    ordered: true,
    near: 3,
    unless: ["t_monster", "t_game_play"],
  },
  { label: V, category: "violence", all: ["r2_toxic", "r2_food"], near: 8, unless: ["r2_clean_ok"] },
  { label: G, category: "gore-torture", all: ["r2_blade", "r2_strapped"], near: 12, unless: ["medical"] },
  { label: G, category: "gore-torture", all: ["r2_strapped", "r2_blade"], near: 12, unless: ["medical"] },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_inner", "r2_out"],
    ordered: true,
    near: 4,
    unless: ["medical"],
  },
  { label: H, category: "hate", all: ["r2_cleanse", "f_group"], ordered: true, near: 6 },
  { label: H, category: "hate", all: ["f_group", "r2_out_with"], near: 12 },
  { label: H, category: "hate", all: ["m_group_lang", "r2_out_with"], near: 12 },
  { label: I, category: "illegal", all: ["f_howto", "r2_hide_body"], near: 10 },
  { label: I, category: "illegal", all: ["r2_hide_body", "r2_never_find"], near: 10 },
  { label: I, category: "illegal", all: ["r2_hide_body", "r2_conceal"], near: 10 },
  { label: I, category: "illegal", all: ["r2_fake", "r2_scam_target"], ordered: true, near: 3 },
  { label: I, category: "illegal", all: ["r2_spray", "r2_property"], near: 8, unless: ["r2_spray_ok"] },
  { label: D, category: "drugs", all: ["r2_pill_slang", "r2_feel_nice"], near: 8 },
  { label: D, category: "drugs", all: ["r2_shroom", "r2_dose"], near: 12 },
  { label: D, category: "drugs", all: ["r2_sell_drug"] },
  { label: SH, category: "self-harm", all: ["r2_stop_eat", "r2_weigh"], near: 16 },
  { label: SH, category: "self-harm", all: ["r2_on_edge", "r2_ready"], near: 14, unless: ["r2_jump_ok"] },
  { label: S, category: "sexual", all: ["r2_hand_into"] },
  { label: S, category: "sexual", all: ["r2_strip_all", "r2_explicit"], near: 16 },
  { label: S, category: "sexual", all: ["f_minor", "f_private_parts"], near: 12, unless: ["f_body_safety"] },
  // probe 3: shaking a baby hard, smuggling weapons, snorting pills or lines, swallowing all the pills,
  // "to never wake up"
  { label: V, category: "violence", all: ["r2_shake", "t_little", "r2_rough"], near: 10 },
  { label: I, category: "illegal", all: ["r2_smuggle"], unless: ["t_crime_story", "t_history"] },
  { label: D, category: "drugs", all: ["r2_pill_slang", "r2_snort"], near: 8 },
  { label: D, category: "drugs", all: ["r2_snort", "r2_pill_slang"], near: 8 },
  { label: D, category: "drugs", all: ["r2_snort", "r2_lines"], ordered: true, near: 3 },
  { label: SH, category: "self-harm", all: ["r2_swallow", "r2_all_pills"], ordered: true, near: 6 },
  { label: SH, category: "self-harm", all: ["r2_never_wake"] },
  // probe 4: confinement with deprivation, drowning or smothering (es, fr, de, it, pt), running over on
  // purpose, harm "for fun", drilling a restrained victim, dismemberment, "X can't drive", killing a group,
  // greed and control tropes (it, es, fr, de, pt), forcing a car or door, snorting coke (de), the pills
  // and "tonight is the night"
  { label: V, category: "violence", all: ["r2_cruel", "f_victim", "r2_deprive"], near: 12 },
  { label: V, category: "violence", all: ["r2_harm_lang", "f_victim"], ordered: true, near: 4 },
  { label: V, category: "violence", all: ["r2_runover_lang", "r2_on_purpose"], near: 6 },
  { label: V, category: "violence", all: ["r2_on_purpose", "r2_runover_lang"], near: 6 },
  { label: V, category: "violence", all: ["f_harm", "r2_for_fun"], near: 12, unless: ["f_sport"] },
  { label: G, category: "gore-torture", all: ["r2_drill", "r2_helpless"], near: 8 },
  { label: G, category: "gore-torture", all: ["r2_helpless", "r2_drill"], near: 8 },
  {
    label: G,
    category: "gore-torture",
    all: ["r2_dismember"],
    unless: ["t_crime_story", "t_history", "t_game_play"],
  },
  { label: H, category: "hate", all: ["f_group", "r2_cant"], ordered: true, near: 2, unless: ["t_history"] },
  {
    label: H,
    category: "hate",
    all: ["r2_kill_group", "f_group"],
    ordered: true,
    near: 3,
    unless: ["t_history", "r2_camera", "m_debunk"],
  },
  { label: H, category: "hate", all: ["m_group_lang", "r2_demean_lang2"], near: 8 },
  { label: H, category: "hate", all: ["f_group", "r2_demean_lang2"], near: 8 },
  {
    label: I,
    category: "illegal",
    all: ["r2_break_lang", "r2_entry_target"],
    near: 4,
    unless: ["r2_bypass_ok"],
  },
  { label: D, category: "drugs", all: ["r2_snort", "f_drug_noun"], near: 4 },
  { label: D, category: "drugs", all: ["r2_snort", "r2_coke_lang"], near: 4 },
  { label: D, category: "drugs", all: ["f_drug_noun", "r2_snort"], near: 4 },
  { label: SH, category: "self-harm", all: ["f_pills", "r2_decide"], near: 14 },
  // probe 5: a group put in camps, buying stolen goods with a how-to, threatening a witness
  {
    label: H,
    category: "hate",
    all: ["f_group", "r2_camps"],
    ordered: true,
    near: 6,
    unless: ["t_history", "m_debunk"],
  },
  { label: I, category: "illegal", all: ["f_howto", "r2_stolen"], near: 8, unless: ["r2_recovered"] },
  { label: I, category: "illegal", all: ["r2_witness"], unless: ["t_history"] },
  // probe 6 (other languages): a harm verb on a classmate or friend, shooting at a person (pt, es, fr, de,
  // it), body parts cut off or crushed in CJK, pills dropped at a rave (de), wanting to end it with a
  // goodbye letter, an adult kissing a minor, undressing and "uncensored" in CJK
  {
    label: V,
    category: "violence",
    all: ["f_harm", "r2_victim_lang"],
    ordered: true,
    near: 4,
    unless: ["f_sport"],
  },
  { label: V, category: "violence", all: ["r2_harm_lang", "r2_victim_lang"], ordered: true, near: 4 },
  {
    label: V,
    category: "violence",
    all: ["r2_shoot_lang", "f_victim"],
    ordered: true,
    near: 4,
    unless: ["t_game_play", "r2_fiction_ok"],
  },
  { label: V, category: "violence", all: ["r2_shoot_lang", "r2_helpless"], near: 6 },
  { label: G, category: "gore-torture", all: ["r2_cjk_cut", "r2_cjk_part"], near: 8, unless: ["t_food"] },
  { label: G, category: "gore-torture", all: ["r2_cjk_part", "r2_cjk_cut"], near: 8, unless: ["t_food"] },
  { label: D, category: "drugs", all: ["r2_pill_de", "r2_party"], near: 12 },
  { label: D, category: "drugs", all: ["r2_party", "r2_pill_de"], near: 12 },
  { label: SH, category: "self-harm", all: ["r2_end_it_lang"] },
  { label: SH, category: "self-harm", all: ["r2_goodbye", "r2_never_wake"], near: 16 },
  { label: S, category: "sexual", all: ["r2_minor_age", "r2_adult_lang", "m_kiss_lang"], near: 14 },
  { label: S, category: "sexual", all: ["r2_adult_lang", "m_kiss_lang", "r2_minor_age"], near: 14 },
  { label: S, category: "sexual", all: ["r2_cjk_strip", "r2_cjk_uncensored"], near: 16 },
  { label: S, category: "sexual", all: ["r2_cjk_uncensored", "r2_cjk_strip"], near: 16 },
  // a jump from a building (es, fr, it, pt gerunds and infinitives)
  { label: SH, category: "self-harm", all: ["r2_jump_lang"], unless: ["r2_jump_ok", "m_jump_ok_more"] },
  // sex-act abbreviations with a place or a camera
  { label: S, category: "sexual", all: ["r2_sex_abbr", "r2_sex_abbr_cue"], near: 10 },
];
