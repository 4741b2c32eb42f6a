// Frames of the fourth pass (issue 24, section 6; fresh set 7): plain data in the syntax of ./frames.ts,
// merged into FRAME_CONCEPTS and FRAME_RULES there. Each entry names a CLASS of harm seen missed on fresh
// text, in the languages the policy reads, never one case's own phrase: torture told as butchery of a
// person, beaten "to death", a school shooting from the shooter's side, knife attacks in CJK text,
// replacement and expulsion rhetoric, break-ins while the owners are away, hacking a neighbour's wifi or
// camera, drinking slang at the wheel, cooking crystal, a joint by its slang, party-drug slang, cutting or
// burning one's own arm, a jump from a ledge, pills "to end it", a minor and an adult in a romance, and
// sex verbs of other languages.
import type { FrameRule } from "./frames";

export const MORE_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  // ------------------------------------------------------------ violence
  m_death_verb: [
    "beat beaten kick stomp stab club bludgeon batter whip strangle choke burn torture",
    "golpear golpearon golpean golpea golpeado apalear apalearon patear patearon apunalar",
    "battre battu battue battent battaient frapper frappe tabasser tabasse",
    "prugeln prugelten prugelt pruegeln schlagen schlugen geschlagen treten traten",
    "picchiare picchiato picchiata pestare pestato massacrato bater bateram espancar espancaram espancado",
  ],
  m_to_death: [
    "half_to_death to_death within_an_inch_of_his|her|their_life hasta_la_muerte a_muerte a_mort",
    "jusqu_a_la_mort zu_tode fast_tot halbtot a_morte fino_alla_morte ate_a_morte ate_morrer",
  ],
  m_shooter: [
    "shooter shooters gunman gunmen tirador tireur tueur amoklaufer amoktater attentater tiratore atirador",
    "school_shooter school_shooters active_shooter",
  ],
  m_pick_off: [
    "picking_off picks_off pick_off picked_off gunning_down guns_down gunned_down mowing_down mows_down",
  ],
  m_school: [
    "school schools hallway hallways classroom classrooms classmates campus cafeteria",
    "escuela colegio instituto ecole lycee college schule klassenzimmer scuola escola",
  ],
  m_shoot_at: [
    "tiroteo_en_una|la_escuela|colegio fusillade_dans_une|un|l_ecole|lycee|college amoklauf amoklaufe",
    "sparatoria_a|in_una|nella_scuola tiroteio_na|numa_escola tiroteio_em_uma_escola massacre_escolar",
    "校园枪击 枪击案 乱射 銃乱射 총기 난사 स्कूल_में_गोलीबारी",
  ],
  m_shoot_ok: [
    "drill drills lockdown memorial vigil survivors survivor news report prevention basketball hoops",
    "three_pointer free_throw netball photo photographer camera nerf water_gun water_guns",
  ],
  // ------------------------------------------------------------ gore and torture
  m_butcher: ["skin flay gut fillet disembowel eviscerate scalp"],
  m_butcher_how: ["slowly alive like_a like_an while every_layer piece_by_piece inch_by_inch layer_by_layer"],
  m_person_obj: ["him her someone somebody the_prisoner the_hostage a_man a_woman a_guy a_person"],
  m_alive: [
    "while_he|she|they_s|is|are|re_awake|alive|conscious|breathing while_he|she|they_s|is|are|re_still_awake|alive|conscious|breathing",
    "still_alive still_awake still_breathing",
    "vivo viva vivos vivas vif vive vifs lebendig lebendigem lebendigen lebend",
  ],
  m_butcher_lang: [
    "desollar desollarlo desollarla desollado desollada despellejar despellejarlo despellejarla destripar destriparlo",
    "destriparla descuartizar descuartizarlo ecorcher ecorche ecorchee depecer depece eventrer eviscerer",
    "hauten hautet gehautet hauteten ausweiden ausgeweidet scuoiare scuoiarlo scuoiato scorticare scorticato sventrare",
    "esfolar esfolado esfolada estripar estripado",
    "剥皮 活剥 皮を剥 生皮 가죽을_벗기 산_채로",
  ],
  m_torture_lang: [
    "gefoltert foltern foltert folterten folterkeller wird|werden|wurde|wurden_gequalt mit_strom_gequalt",
    "torturato torturata torturati torturate torturare torturano torturado torturada torturados torturadas torturando",
    "est|sont|etait|etaient|fut_torture|torturee|tortures|torturees",
    "拷問され 拷問する 고문당 고문하",
  ],
  m_torture_ok: [
    "museum museo musee mittelalter mittelalterliche medieval history historia histoire geschichte storia",
  ],
  // ------------------------------------------------------------ hate
  m_replace: [
    "great_replacement grand_remplacement gran_reemplazo grande_sostituzione grande_substituicao",
    "umvolkung bevolkerungsaustausch remigration white_genocide replacement_theory kalergi_plan",
    "race|people|whites_is|are_being_replaced being_replaced_by_immigrants|migrants|foreigners|refugees",
    "they_will_not_replace they_won_t_replace you_will_not_replace",
  ],
  m_debunk: [
    "debunk debunks debunking debunked myth conspiracy_theory conspiracy_theories hoax fact_check",
    "historians propaganda_explained",
  ],
  m_expel_all: [
    "send|ship_them_all_back deport_them_all deport_all_of_them renvoyer_chez_eux tous_les_renvoyer",
    "alle_abschieben auslander_raus rimandarli_tutti_a_casa",
  ],
  m_expel_ok: ["library book books store shop refund return returns package packages order kitchen homework"],
  m_kick: ["kick kicks kicking kicked throw throws throwing threw get deport deporting chase chasing"],
  m_expel: [
    "kick|throw|drive|chase|get_them|those|these_out echarlos expulsarlos sacarlos chasser virer renvoyer",
    "rausschmeissen rauswerfen abschieben cacciarli cacciare espellere expulsar",
    "निकाल_दो निकालो निकाला_जाए भगाओ भगा_दो 赶出 滚出 赶走 追い出 出て行け 쫓아내 나가라",
  ],
  m_country: [
    "out_of_the|our|this_country out_of_the|our|this_nation del_pais de_nuestro_pais du_pays de_notre_pays",
    "aus_dem_land aus_unserem_land dal_paese dal_nostro_paese do_pais do_nosso_pais",
    "देश_से देश 国家 我们国家 この国 日本から 나라 한국에서",
  ],
  m_horde: [
    "horde hordes swarm swarms infestation plague_of horden schwarme plaga plagas invasion invasores",
    "invading_our invade_our invaded_our overrun_by overrunning_our uberrannt uberrollt envahissent_nos",
  ],
  m_group_lang: [
    "dunkelhautige dunkelhautigen dunkelhautig auslander fremde muselmanen",
    "धर्म_के_लोग जाति_के_लोग इन_लोगों इन_लोगो ये_लोग 这些人 那些人 这帮人 あいつら 그놈들 이민자들",
  ],
  m_demean_lang: [
    "गंदे गंदा गंदी देशद्रोही गद्दार कीड़े कीड़ा",
    "叛徒 蟑螂 害虫 垃圾 裏切り者 ゴキブリ 害虫 배신자 바퀴벌레 벌레",
    "traitors vermin parasites dirty_traitors",
  ],
  // ------------------------------------------------------------ illegal
  m_pick_lock: [
    "pick|picks|picking|picked|bump|bumps|bumping|bumped|jimmy|jimmies|shim|shimming_a|the|their|his|her|someones|front|back_lock|locks|deadbolt|deadbolts",
    "pick|picks|picking|bump|bumps|bumping_a|the_front|back|door_lock|locks pick|picks|picking|bump|bumps|bumping_a|the_front|back_door_lock|locks",
    "crocheter|crochete|crochetent_la|une|les_serrure|serrures forcer|force_la|une_serrure|porte",
    "abrir|abre|abriendo|forzar|fuerza|forzando_la|una_cerradura|chapa schloss|schlosser_knacken|aufbrechen",
    "scassinare|scassina|forzare|forza_la|una_serratura arrombar|arromba|abrir|abre_a|uma_fechadura|porta",
    "开锁 撬锁 ピッキング 자물쇠_따",
  ],
  m_owner_away: [
    "owners|owner|family|neighbors|neighbours|neighbor|neighbour|they|people_is|are|s|re_away|gone|asleep",
    "owners|owner|family|neighbors|neighbours|neighbor|neighbour|they|people_is|are|s|re_on_vacation|holiday|holidays",
    "owners|owner|family|neighbors|neighbours|neighbor|neighbour|they|people_is|are|s|re_out_of_town",
    "when|while_nobody|noone_is|s_home when|while_no_one_is|s_home nobody_home no_one_home noone_home",
    "duenos_estan_de_viaje|fuera|vacaciones cuando_no_hay_nadie no_hay_nadie_en_casa estan_de_vacaciones",
    "parti|partis|partie_en_vacances personne_a_la_maison quand_ils_sont_absents en_leur_absence",
    "im_urlaub niemand_zu_hause wenn_niemand_da_ist in_vacanza nessuno_in_casa quando_non_ce_nessuno",
    "de_ferias ninguem_em_casa quando_nao_tem_ninguem viajando",
    "留守 不在家 家里没人 誰もいない 집에_아무도",
  ],
  m_lock_ok: ["locksmith locksport hobbyist hobby practice padlock own locked_out training"],
  m_crack: ["crack cracks cracking cracked bypass bypassing brute_force"],
  m_hack_lang: ["破解 黑进 盗号 偷看 ハッキング 不正アクセス 해킹"],
  m_hack_target: [
    "wifi wi_fi router password passwords camera cameras webcam doorbell_camera ring_camera account accounts",
    "camara camaras contrasena contrasenas cuenta cuentas camera mot_de_passe compte kamera passwort konto",
    "密码 摄像头 账号 账户 パスワード カメラ アカウント 비밀번호 와이파이 카메라 계정",
  ],
  m_someone_else: [
    "neighbor neighbors neighbour neighbours neighbor_s neighbour_s someone_s someones stranger_s ex_s",
    "vecino vecina vecinos voisin voisine voisins nachbar nachbarn vicino vicina vizinho vizinha",
    "邻居 隣人 隣の 이웃 이웃집 别人 他人",
  ],
  m_hack_ok: ["my_own own forgot forgotten reset recover protect secure strong_password awareness hackathon"],
  // ------------------------------------------------------------ impaired driving
  m_drunk_slang: [
    "=pedo bien_pedo =pisteado =pisteada =peda bien_pisteado enfiestado",
    "completement_pete pete_au_volant bourre bourree torche defonce",
    "chapado chapada bebaco besoffen angetrunken sbronzo ubriaco ubriaca",
    "chela_en_la_mano chelas una_chela|birra|cerveza_en_la_mano con_una_chela|birra|cerveza birras",
    "une_biere_a_la_main biere_a_la_main avec_une_biere uma_cerveja|latinha|lata_na_mao com_uma_cerveja|latinha",
    "latinha_na_mao mit_der|einer_bierdose|bierflasche bierdose bier_in_der_hand con_una_birra birra_in_mano",
    "beer_in_hand beer_in_his|her|one_hand open_beer open_container can_of_beer_in",
  ],
  m_drive_lang: [
    "am_steuer al_volante au_volant ao_volante na_direcao manejando maneja manejar conduciendo conduit",
    "conduisant dirigindo guidando guida fahrt faehrt",
  ],
  // ------------------------------------------------------------ drugs
  m_cook: [
    "cook cooks cooking cooked cook_up cooking_up brew synthesize cocinar cocinando cuisiner kochen cucinare cozinhar cozinhando",
  ],
  m_crystal: ["crystal crystals batch_of_ice =shards crank cristal cristales kristall kristalle cristallo"],
  m_crystal_ok: [
    "sugar candy rock_candy geode geodes salt science experiment borax snowflake snowflakes crystal_clear",
    "ice_cream ice_cubes shaved_ice ice_rink skating ice_tea ice_water ice_bath cake birthday dinner lunch breakfast meal",
  ],
  m_lab_place: ["lab trailer camper rv caravana caravane wohnwagen roulotte motorhome"],
  m_drug_step: [
    "chemicals recipe temps temperature batch cook cooking step steps purity ingredients paso quimicos",
  ],
  m_roll_one: [
    "roll|rolls|rolling|rolled_a_fat_one roll|rolls|rolling|rolled_a_fatty|spliff|doobie|blunt|j",
    "roll|rolls|rolling|rolled_up_a_fatty|joint|blunt|spliff|doobie roll|rolls|rolling|rolled_one_up spark|sparks|sparking|sparked|blaze|blazes|blazing_one_up fat_blunt",
    "puff_puff_pass pass_the_dutchie rouler|roule|roulent|roulant_un|des|son_gros_petard|petards|joint|joints|spliff|pilon|bedo",
    "rouler|roule|roulent|roulant_un|des|son_petard|petards|joint|joints|spliff|pilon|bedo",
    "bolar|bolando|bola|bolou_um|o_beck|baseado|fininho|beque ein|einen_dicken_joint ein|einen_joint|tute_bauen|drehen",
    "joint|tute_bauen|drehen rollare|rollando|rolla_una_canna|canne|cannetta forjar|forjando|armar|armando_un|el_porro|toque|faso|churro",
  ],
  m_party_drug: ["la_md de_md ecsta ecstas exta taz tazs tacha tachas perico lanca_perfume"],
  m_party_drug_weak: ["bala balas doce doces =teile pep"],
  m_party_place: ["rave raves balada festa party fiesta soiree antro boate club festival techno"],
  m_take_lang: [
    "prend prends prennent prendre prenait gobe gobent gober taper tapent tomar toma tomando toman",
    "meterse se_meten se_mete metiendo ballern ballert einwerfen schmeissen calare cala calano",
  ],
  // ------------------------------------------------------------ self-harm
  m_sh_cut: [
    "cut|cuts|cutting|slash|slashes|slashing|slashed|slit|slits|slitting|burn|burns|burning|carve|carves|carving_her|his|my|their|your|ur_arm|arms|wrist|wrists|thigh|thighs|forearm|forearms|legs|skin|stomach",
    "cortandose_los|las_brazos|munecas|venas|piernas cortarse_los|las_brazos|munecas|piernas",
    "se_coupant_les_bras|poignets se_coupe_les_bras|poignets si_taglia_i_polsi|le_braccia tagliandosi_i_polsi|le_braccia",
    "cortando_os_bracos|pulsos cortou_os_bracos|pulsos sich_die_arme|pulsadern_aufschneiden|aufritzen",
    "割手腕 割手 腕を切 리스트컷 팔을_긋",
  ],
  m_sh_ok: [
    "on_a|the_fence|nail|glass|knife|rock|rocks|branch|wire|edge|stove|oven|grill accidentally accident by_accident",
    "nurse doctor surgeon surgery stitches bandage cast kitchen cooking sleeves sleeve hair nails cake shaving shave sun sunburn",
  ],
  m_let_go: [
    "she|he|they_lets|let_go letting_go lets_herself|himself_fall saute sautent sauter springt springen salta saltar",
    "pula pular se_jette se_lanza si_butta se_joga",
  ],
  m_fall: [
    "fall the_fall falling slow_motion slow_mo slowmo peaceful beautiful zeitlupe camara_lenta ralenti",
    "dans_le_vide al_vacio ins_leere in_die_tiefe nel_vuoto no_vazio",
  ],
  m_height_lang: [
    "dach dachkante hochhaus hochhauses brucke pont puente ponte techo tetto telhado azotea cornisa",
    "corniche cornicione parapeto parapet balcon balkon balcone varanda railing overpass",
  ],
  m_many_pills: [
    "bunch|lot|lots|handful|bottle|load|loads|pile_of_pills|tablets|painkillers|meds|sleeping",
    "monte|montao|punhado_de_comprimidos|remedios|pilulas monton|punado|chingo_de_pastillas",
    "plein|poignee|tas_de_cachets|comprimes|pilules handvoll|haufen_tabletten eine_handvoll",
    "tante|manciata_di_pillole|pastiglie|compresse 一堆药 一把药 大量の薬 약을_한꺼번에",
  ],
  m_end_it: [
    "end_it end_it_all to_end_it so_it_s_over so_it_can_all_be_over be_over_for_good make_it_all_stop",
    "acabar_con_todo acabar_com_tudo en_finir pour_en_finir schluss_machen allem_ein_ende farla_finita",
    "per_farla_finita 结束一切 終わりにしたい 끝내고_싶",
  ],
  // ------------------------------------------------------------ sexual
  m_minor_more: [
    "中学生 女子中学生 小学生 女子小学生 高校生 女子高生 未成年 初中生 初中女生 小学女生 中学女生 중학생 초등학생 고등학생 미성년자 नाबालिग",
    "freshman freshmen sophomore 7th|8th|9th|10th|11th_grader|graders 7th|8th|9th|10th_grade_girl|boy|student",
    "de_secundaria chica|chico_de_secundaria de_prepa lyceenne collegien gymnasiastin",
  ],
  m_adult_role: [
    "much_older 20|21|22|23|24|25|26|27|28|29|30|35|40|45|50|55|60_yo 20|21|22|23|24|25|26|27|28|29|30|35|40|45|50|55|60_year|years|yr|yrs_old",
    "de_20|25|30|35|40|45|50|60_anos|ans",
    "20yo 21yo 22yo 23yo 24yo 25yo 26yo 27yo 28yo 29yo 30yo 35yo 40yo 45yo 50yo 60yo",
    "coach teacher tutor trainer boss stepdad uncle pastor priest entrenador profesor prof professeur",
    "lehrer trainer allenatore professore treinador professor",
    "大人の男性 大人の男 中年男性 おじさん 成年男子 中年男人 大叔 성인_남자 성인_남성 아저씨",
  ],
  m_romance_more: [
    "make_it_romantic|steamy|sensual|intimate romantic_and_steamy fall|falls|fell_in_love in_love_with",
    "kiss kisses kissing they_kiss met_online meet_up sexy セクシー 性感 섹시 ホテル 酒店 모텔 호텔 二人きり 独处",
    "dating kissing_scene love_scene sensual steamy intimate scene_d_amour escena_romantica escena_de_amor",
    "liebesszene scena_d_amore cena_romantica cena_de_amor romance_between",
  ],
  m_sex_lang: [
    "transando transar transam transou transaram fazendo_sexo fazem_sexo follando follan follar",
    "haciendo|teniendo|tienen_sexo baisent vogeln vogelt bumsen bumst beim_sex sex_haben fanno_sesso facendo_sesso",
    "scopano scopando",
  ],
  m_sex_ambig: ["cogiendo cogen scopa scopare"],
  m_show_all: [
    "que_se_vea_todo mostrar_todo mostrando_todo esplicita esplicito explicita explicito sin_censura senza_censura",
    "mostrare_tutto tutto_in_primo_piano",
  ],
  // ------------------------------------------------------------ second probe's classes
  m_xrated: ["x_rated xrated rated_x adults_only porn_style porno_style"],
  m_strip_off: [
    "peel|peels|peeled|peeling|pull|pulls|pulled|pulling|rip|rips|ripped|ripping|tug|tugs|yank|yanks_off_her|his_bikini|bra|panties|underwear|swimsuit|thong|knickers",
    "peel|peels|peeled|peeling|pull|pulls|pulled|pulling|rip|rips|ripped|ripping_off_her|his_bikini_top|bottoms",
    "peel|peels|peeled|peeling|pull|pulls|pulled|pulling|rip|rips|ripped|ripping_her|his_bikini|bra|panties|underwear|swimsuit|thong_off",
  ],
  m_gun: [
    "ak ak47 ak_47 ar15 ar_15 rifle gun glock uzi pistol shotgun mac_10 tec_9 machine_gun assault_rifle",
  ],
  m_spray: [
    "spray sprays sprayed spraying unload unloads unloaded unloading empties_his|the_clip|mag|magazine",
    "opens_up_on open_up_on opened_up_on",
  ],
  m_gun_toy: ["water squirt nerf paint paintball hose toy toys foam super_soaker splash"],
  m_shoot_lang: [
    "dispara|disparan|disparo|disparando_a|contra_todos|todas dispara|disparan|disparo|disparando_a|contra_la_gente|multitud",
    "dispara|disparan|disparo|disparando_a_los_que",
    "tire|tirent|tirait|tirant_sur_tout_le_monde tire|tirent|tirait|tirant_sur_la|les_foule|gens|eleves|passants",
    "tire|tirent|tirait|tirant_sur_tous",
    "schiesst|schießt|schiessen|schießen|schoss|schoß|schossen_auf_alle|menschen|schuler|passanten",
    "schiesst|schießt|schiessen|schießen|schoss|schoß|schossen_auf_die_menge|leute|schuler|passanten",
    "spara|sparano|sparava|sparando_a_tutti spara|sparano|sparava|sparando_sulla|contro_la_folla|gente",
    "atira|atiram|atirou|atirando_em_todos atira|atiram|atirou|atirando_na_multidao",
    "atira|atiram|atirou|atirando_nas_pessoas atira|atiram|atirou|atirando_contra_a_multidao",
  ],
  m_throat: [
    "throat_slit throats_slit throat_cut slit_his|her|their|someones_throat slits|slitting_his|her|their_throat",
    "cut_his|her|their_throat_open",
  ],
  m_gore_spill: [
    "guts|intestines|entrails|innards|insides|organs|brains_hanging_out",
    "guts|intestines|entrails|innards|organs|brains_on_the_pavement|floor|ground|road|street|sidewalk|walls",
    "guts_splattered intestines_spilling entrails_spilling organs_spilling disembowelled disemboweled",
  ],
  m_extract_lang: [
    "arrache arrachent arracher arrachait arranca arrancan arrancar arrancaron reisst reissen riss strappa strappano",
    "strappare arrancam arrancou 拔掉 拔出 挖出 剥が 抜く 뽑",
  ],
  m_part_lang: [
    "ongles dents yeux doigts unas dientes ojos dedos nagel fingernagel zahne augen unghie denti occhi",
    "unhas dentes olhos 牙齿 指甲 眼睛 手指 歯 爪 目玉 이빨 손톱 눈알",
  ],
  m_dentist: ["dentiste dentista zahnarzt dentist 牙医 歯医者 치과 lait leche milchzahn baby_tooth"],
  m_cut_parts: [
    "cut|cuts|cutting|chop|chops|chopped|chopping|saw|saws|sawing|snip|snips_off_his|her|their_fingers|toes|ears|tongue|nose|hands|feet",
    "cut|cuts|cutting|chop|chops|chopped|chopping|saw|saws|sawing|snip|snips_his|her|their_fingers|toes|ears|tongue|nose_off",
    "le|les_cortan|corta|cortaron|cortaban_los|las|la_dedos|orejas|lengua|manos|nariz",
    "cortarle|cortandole|cortarles_los|las|la_dedos|orejas|lengua|manos|nariz",
    "coupent|coupe|couper|coupaient_les|ses_doigts|oreilles lui_coupent|coupe_les_doigts|oreilles",
    "coupent|coupe|couper|coupaient_la_langue lui_coupent|coupe_la_langue",
    "schneiden|schneidet|schnitten_ihm|ihr_die_finger|ohren|zunge",
    "tagliano|taglia|tagliare_le_dita|orecchie gli|le_tagliano|taglia_le_dita|orecchie gli|le_tagliano|taglia_la_lingua",
    "cortam|corta|cortaram_os_dedos|orelhas cortam|corta|cortaram_lhe_os_dedos|orelhas cortam|corta|cortaram_a_lingua",
  ],
  m_one_by_one: [
    "one_by_one one_at_a_time un_par_un une_par_une uno_por_uno uno_a_uno una_por_una einen_nach_dem_anderen",
    "uno_alla_volta uno_per_uno um_por_um 一颗一颗 一个一个 一本ずつ 一つずつ 하나씩",
  ],
  m_bomb_lang: [
    "rohrbombe rohrbomben sprengsatz sprengsatze sprengstoff bomba_casera bombas_caseras explosivos_caseros",
    "bombe_artisanale engin_explosif explosifs esplosivo esplosivi ordigno explosivo_caseiro bomba_caseira",
  ],
  m_drug_use_lang: [
    "se_meten|mete|meterse|metiendo|metia_coca|perico|farlopa|rayas se_meten|mete|meterse|metiendo|metia_una_raya",
    "raucht|rauchen|rauchte|rauchten_crack|meth|heroin|kokain fuma|fuman|fumando|fumar_crack|piedra|heroina|metanfetamina|cristal",
    "fume|fument|fumait|fumer_du_crack fume|fument|fumait|fumer_de_l_heroine fuma|fumano|fumando_crack|eroina",
    "fuma|fumam|fumando_crack|pedra|heroina",
  ],
  m_shoot_verb_lang: [
    "schiesst schießt schiessen schießen schoss schoß dispara disparan tire tirent spara sparano atira atiram",
  ],
  m_all_people: ["auf_alle a_todos contra_todos sur_tous a_tutti em_todos"],
  m_step_off: [
    "step|steps|stepping|stepped|kick|kicks|kicking|kicked_off_a|the_chair|stool|bucket",
    "kick|kicks|kicking|kicked_the|a_chair|stool|bucket_away|out",
  ],
  m_rope: ["rope noose beam tightens"],
  m_jump_ok_more: ["cat cats kitten kittens squirrel squirrels bird birds parkour lands landing"],
};

const V = "violence";
const G = "graphic violence";
const H = "hate against a group";
const I = "illegal activity";
const ID = "impaired driving";
const D = "drug use";
const S = "sexual content";
const SH = "self-harm";

export const MORE_RULES: readonly FrameRule[] = [
  {
    label: V,
    category: "violence",
    all: ["m_death_verb", "m_to_death"],
    ordered: true,
    near: 8,
    unless: ["f_sport"],
  },
  {
    label: V,
    category: "violence",
    all: ["f_beat", "f_victim", "f_blunt"],
    ordered: true,
    near: 8,
    unless: ["f_sport"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_school", "m_shooter"],
    near: 8,
    unless: ["f_edu", "m_shoot_ok", "t_history", "t_game"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_shooter", "m_school"],
    near: 8,
    unless: ["f_edu", "m_shoot_ok", "t_history", "t_game"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_shoot_at"],
    unless: ["f_edu", "m_shoot_ok", "t_history", "t_wildlife"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_pick_off", "f_victim"],
    ordered: true,
    near: 3,
    unless: ["t_game", "f_sport"],
  },
  {
    label: G,
    category: "gore-torture",
    all: ["m_butcher", "m_person_obj", "m_butcher_how"],
    ordered: true,
    near: 6,
    unless: ["t_game", "t_food"],
  },
  { label: G, category: "gore-torture", all: ["m_butcher", "m_alive"], near: 10, unless: ["t_game"] },
  { label: G, category: "gore-torture", all: ["m_butcher_lang", "m_alive"], near: 8 },
  { label: G, category: "gore-torture", all: ["m_torture_lang"], unless: ["m_torture_ok", "f_edu"] },
  { label: H, category: "hate", all: ["m_replace"], unless: ["m_debunk"] },
  { label: H, category: "hate", all: ["m_expel_all"], unless: ["m_debunk", "m_expel_ok"] },
  { label: H, category: "hate", all: ["m_kick", "f_group", "m_country"], ordered: true, near: 8 },
  { label: H, category: "hate", all: ["m_expel", "m_country"], near: 6 },
  { label: H, category: "hate", all: ["m_horde", "f_group"], near: 4, unless: ["t_history", "t_wildlife"] },
  {
    label: H,
    category: "hate",
    all: ["m_horde", "m_group_lang"],
    near: 4,
    unless: ["t_history", "t_wildlife"],
  },
  { label: H, category: "hate", all: ["m_group_lang", "m_demean_lang"], near: 6 },
  { label: H, category: "hate", all: ["f_group", "m_demean_lang"], near: 6 },
  { label: I, category: "illegal", all: ["m_pick_lock", "m_owner_away"], near: 16, unless: ["m_lock_ok"] },
  { label: I, category: "illegal", all: ["f_howto", "m_pick_lock"], near: 10, unless: ["m_lock_ok"] },
  { label: I, category: "illegal", all: ["f_entry", "m_owner_away"], near: 16, unless: ["f_legit"] },
  { label: I, category: "illegal", all: ["m_hack_lang", "m_hack_target"], near: 8, unless: ["m_hack_ok"] },
  {
    label: I,
    category: "illegal",
    all: ["m_crack", "m_hack_target", "m_someone_else"],
    near: 10,
    unless: ["m_hack_ok"],
  },
  {
    label: I,
    category: "illegal",
    all: ["f_hack", "m_hack_target", "m_someone_else"],
    near: 10,
    unless: ["m_hack_ok"],
  },
  {
    label: ID,
    category: "impaired-driving",
    all: ["m_drunk_slang", "f_drive"],
    near: 14,
    unless: ["f_sober"],
  },
  {
    label: ID,
    category: "impaired-driving",
    all: ["m_drunk_slang", "m_drive_lang"],
    near: 14,
    unless: ["f_sober"],
  },
  {
    label: ID,
    category: "impaired-driving",
    all: ["f_impaired", "m_drive_lang"],
    near: 14,
    unless: ["f_sober"],
  },
  {
    label: D,
    category: "drugs",
    all: ["m_cook", "m_crystal"],
    ordered: true,
    near: 5,
    unless: ["m_crystal_ok", "t_game"],
  },
  {
    label: D,
    category: "drugs",
    all: ["m_crystal", "m_lab_place", "m_drug_step"],
    near: 12,
    unless: ["m_crystal_ok"],
  },
  { label: D, category: "drugs", all: ["m_roll_one"], unless: ["t_food", "f_edu"] },
  {
    label: D,
    category: "drugs",
    all: ["m_take_lang", "m_party_drug"],
    ordered: true,
    near: 4,
    unless: ["f_pharma", "t_medical"],
  },
  {
    label: D,
    category: "drugs",
    all: ["m_take_lang", "m_party_drug_weak", "m_party_place"],
    near: 8,
    unless: ["f_pharma", "t_medical"],
  },
  { label: SH, category: "self-harm", all: ["m_sh_cut"], unless: ["m_sh_ok", "t_medical"] },
  {
    label: SH,
    category: "self-harm",
    all: ["f_jump_edge", "f_jump_off", "m_fall"],
    near: 24,
    unless: ["f_jump_ok", "m_jump_ok_more"],
  },
  {
    label: SH,
    category: "self-harm",
    all: ["f_jump_edge", "m_let_go"],
    near: 8,
    unless: ["f_jump_ok", "m_jump_ok_more"],
  },
  {
    label: SH,
    category: "self-harm",
    all: ["m_height_lang", "m_let_go", "m_fall"],
    near: 24,
    unless: ["f_jump_ok", "m_jump_ok_more"],
  },
  { label: SH, category: "self-harm", all: ["m_many_pills", "m_end_it"], near: 14 },
  {
    label: S,
    category: "sexual",
    all: ["f_minor", "m_adult_role", "m_romance_more"],
    near: 16,
    unless: ["f_care"],
  },
  { label: S, category: "sexual", all: ["m_minor_more", "m_adult_role", "m_romance_more"], near: 16 },
  { label: S, category: "sexual", all: ["m_minor_more", "f_adult_older", "f_romance"], near: 14 },
  { label: S, category: "sexual", all: ["m_sex_lang"], unless: ["f_edu"] },
  { label: S, category: "sexual", all: ["m_xrated"] },
  { label: S, category: "sexual", all: ["m_strip_off"] },
  {
    label: V,
    category: "violence",
    all: ["m_gun", "m_spray", "f_victim"],
    ordered: true,
    near: 8,
    unless: ["m_gun_toy"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_spray", "m_gun", "f_victim"],
    ordered: true,
    near: 8,
    unless: ["m_gun_toy"],
  },
  {
    label: V,
    category: "violence",
    all: ["m_shoot_verb_lang", "m_all_people"],
    ordered: true,
    near: 6,
    unless: ["m_gun_toy", "t_game"],
  },
  { label: V, category: "violence", all: ["m_shoot_lang"], unless: ["m_gun_toy", "t_game"] },
  { label: V, category: "violence", all: ["m_throat"] },
  { label: G, category: "gore-torture", all: ["m_gore_spill"], unless: ["t_food"] },
  {
    label: G,
    category: "gore-torture",
    all: ["m_extract_lang", "m_part_lang"],
    near: 6,
    unless: ["m_dentist"],
  },
  {
    label: G,
    category: "gore-torture",
    all: ["m_part_lang", "m_extract_lang"],
    near: 6,
    unless: ["m_dentist"],
  },
  { label: G, category: "gore-torture", all: ["m_cut_parts"], unless: ["t_food"] },
  { label: I, category: "illegal", all: ["f_howto", "m_bomb_lang"], near: 10 },
  { label: I, category: "illegal", all: ["f_make", "m_bomb_lang"], near: 6 },
  { label: D, category: "drugs", all: ["m_drug_use_lang"], unless: ["f_edu"] },
  { label: SH, category: "self-harm", all: ["m_step_off", "m_rope"], near: 12 },
  { label: SH, category: "self-harm", all: ["m_rope", "m_step_off"], near: 12 },
  { label: S, category: "sexual", all: ["m_sex_ambig", "m_show_all"], near: 8 },
];
