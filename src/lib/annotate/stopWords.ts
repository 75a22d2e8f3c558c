/**
 * Words written by this project for the candidate finder. Two lists:
 * - BOUNDARY words end a phrase-like chunk: no term is looked for across them (articles,
 *   prepositions, conjunctions, pronouns, auxiliaries, common verbs and adverbs, the context
 *   triggers' own words);
 * - STOP words may sit inside a term ("acute renal failure") but are never sent alone: the
 *   service would answer with a concept nobody wants highlighted in every sentence
 *   ("patients", "study", "high") and each costs a request.
 */

const words = (s: string) => new Set(s.trim().split(/\s+/u));

export const BOUNDARY = words(`
a an the this that these those such some any each every either neither both all no not nor none
of in on at by for from to into onto upon with within without about above below over under between
among through throughout during before after since until till than via per versus vs toward towards
against along across around behind beyond despite except like near off out up down
and or but yet so because although though while whereas whether if unless then thus hence however
therefore moreover furthermore also only even just still already again further rather
i me my we us our you your he him his she her it its they them their who whom whose which what
where when why how there here
is are was were be been being am do does did done has have had having can could may might must
shall should will would ought
showed shown show shows reveal revealed reveals found find finds demonstrated demonstrate suggests
suggest suggested indicate indicates indicated observed observe report reported reports described
describe using used use uses based compared compare including include includes included received
receive receiving given give gave underwent undergo undergoing presented presents present
presenting developed develop developing occurred occur occurs occurring associated caused causes
resulted results result led lead leads remained remain remains became become becomes seen noted
noting denies denied deny reports complains complained admits admitted states stated says said
taking take takes took started starting continue continued continues stopped stop
was were very more most less least much many several few other others another same different
well not never always often usually sometimes frequently rarely significantly markedly slightly
mildly moderately highly relatively respectively approximately about nearly almost
possible possibly probable probably likely unlikely suspected suspect suspicious questionable
history previous previously prior past post family mother father sister brother son
daughter parent parents sibling siblings aunt uncle grandmother grandfather cousin wife husband
rule ruled negative positive free absent absence evidence sign signs
`);

export const STOP = words(`
patient patients pt pts subject subjects case cases group groups study studies trial trials
result effect effects level levels day days week weeks month months year years time times hour
hours minute minutes dose doses rate rates value values number numbers total change changes
increase increased increases decrease decreased decreases reduction reduced high higher low lower
normal abnormal new old young early late first second third one two three four five six
significant mean median range ratio risk risks factor factors type types form forms use method
methods data analysis report reports control controls model models role mechanism mechanisms
treatment treatments therapy therapies administration administered response responses
activity activities function functions development process test tests finding findings
condition conditions disease diseases disorder disorders syndrome symptom symptoms problem
problems event events history area areas part parts side sides term terms period periods
acute chronic severe mild moderate marked significant total partial complete major minor
left right bilateral upper lower anterior posterior small large big long short
man men woman women male female males females child children adult adults human humans people
person individual individuals animal animals rat rats mouse mice dog dogs
evaluation assessment examination exam measurement measurements management care follow
line lines unit units center centre department clinic hospital ward room visit visits
mg kg ml mmol dl
drug drugs medication medications medicine medicines agent agents compound compounds substance
substances placebo placebos enzyme enzymes protein proteins water solution solutions site sites
injury injuries emergency recurrence relapse progression weight body blood serum
plasma tissue tissues cell cells receptor receptors level ii iii iv vi vii viii ix xi xii
as clinical following due similar conclusions conclusion background single potential effective common
objective objectives duration combination combinations addition contrast baseline central frequency
prolonged dependent non known important presence system systems recovery onset rare severity alone
course greater determine later related efficacy differences difference functional initial features
feature frequent combined various specific comparison comparisons need antagonist seven eight nine ten
safety investigate plus literature serious underlying indicating association associations end purpose
interval intervals produce outcome outcomes influence multiple direct concomitant sensitivity
population populations repeated volume overall current aim affect release sensitive suggesting
subsequent maximum involvement improve phase assess conclude score scores formation loss rapid
consistent secondary examine relationship scale discussed improvement hypothesis prevent thirty
transplant last twenty continuous leading vitro vivo experiments experiment parameters relative
resulting average support grade extent correlation novel consecutive useful limited cessation active
order reduce protection state open spontaneous occurrence transient older elevation ability stable
properties monitoring protective vehicle caution review size performance controlled observations
observation variables information together profile introduction interaction research necessary
contribute extensive amount measure percentage standard episodes episode half degree degrees differ
appears appear available percent general potent aware prospective synthesis randomized independent
apparent additional importance according regarding pattern patterns possibility safe particular recent
remaining little criteria characteristics characteristic provide basis maximal close certain
experience good setting volunteers presentation magnitude reducing samples sample intervals unknown
require confidence sex attention regulation generation demonstrates preventing twice differential
studied acting block deterioration flow sustained comparable initiation massive suffering series
separate immediate crossover index alterations alteration procedure procedures clinicians health forty
inhibit cumulative return latter field adjustment finally implications beneficial avoidance
conventional application made co content analyses brief strong component widespread peak responsible
unusual threshold enhance main future limiting routine taken knowledge users investigation
investigations substantial plays work critical recordings recording typical disturbances able passive
target testing attempt corresponding unchanged estimate seems investigated region reductions start
prevalence supports earlier cannot prescribing proportion completion cycles requiring quality measures
evaluable sufficient cohort mass unclear quantitative impact processes records recipients alternative
better regular ratios minimal seem lasting challenge highest significance statistical interactions
monitor physicians examinations reduces approach consequences involve comparing undertaken detect
manifestation identical interfere raised output protocol minimum majority matched consumption
admission daily restoration play manner provides relevant best concurrent inhibits optimal retention
determination respect attenuation discussion careful identify reference points residual next
predictive correlate treating decreasing actions authors stopping performed preliminary manifestations
paper confirm prominent multicenter fifty investigating represents strategies point slow achieve
elevations distinct understood fact fraction benefit eleven origin reversal contribution attributable
existing unable exposed gradual full re summary excessive product products serve class detectable
consider describes structure structures cooperative eastern western susceptibility prevents switching
rating semi adequate counts amounts appearance correlates surrounding illustrates retrospective help
recently requires fold intervention additionally conjunction alter excluded medium length delay
disappearance eligible establish now represent predict mediate exposures participants excess serial
self appropriate estimated regardless matter exception relation identified recommend analyze true
decline thought infrequent depend prompt view assessments stability subgroup subgroups accounting
fourth uncommon fewer parallel recall faster extend reviewed complicating involving maintain constant
concerns address profiles obtain assessed worsening world aspects supporting vigilance conversion
consequence lost thereafter frequencies shorter indicative similarly count curve strategy predominant
seconds limit permanent explain involves intact stages giving discuss successful offer sought
recommended practice limits phenomenon urgent focus components measuring examined drop emergence
clarify morning equal counter slight measured way disruption variable variety cost avoid unique
spectrum goal recovered exist greatest rationale strength elucidate exerts source contents changed
thereby resembling schedule exchange picture difficulties initiated shifts occasions producing extreme
lesser affecting simple enough article varying newer relief set highlights abundance consisting sum
confounding step concerning published systematic database fresh definitive simultaneous institution
explore schedules date regard techniques technique somewhat absolute minimize classical contrary idea
difficult improved attempts indication modify repeat inadequate sets native wide administering
inclusion successive domain importantly tool variations space reflect contributes influences
exploration unlike utilization correct words abstract made whole beginning working evaluations
observe observed years-old weeks months days hours
status strain strains
tablet tablets capsule capsules suspension suspensions salt salts
element elements ligand ligands antibody antibodies antigen antigens hormone hormones acid acids
`);

/**
 * Words ending in -ed that begin terms ("acquired immunodeficiency syndrome", "disseminated
 * intravascular coagulation"): every other free-standing -ed word is a verb or a participle
 * ("patients treated with", "cisplatin induced nephrotoxicity") and ends a chunk.
 */
export const ED_IN_TERMS = words(`
acquired disseminated generalized generalised localized localised mixed advanced infected
inflamed enlarged impaired elevated raised fixed combined isolated inherited congenital
delayed decreased increased reduced prolonged repeated recurrent sustained limited
`);

/**
 * Words ending in -ing that name a condition, a finding or a thing ("bleeding", "hearing loss",
 * "smoking", "poisoning"): every other free-standing -ing word is a verb's participle
 * ("aggravating", "promoting", "reversing") and ends a chunk.
 */
export const ING_IN_TERMS = words(`
bleeding vomiting swelling wasting poisoning drowning stuttering stammering sweating hearing
eating drinking smoking sleeping breathing burning itching ringing fainting choking wheezing
snoring sneezing coughing clotting dying learning reading writing walking standing sitting
swallowing feeding bedwetting spotting staining signaling signalling binding screening imaging
training nursing counseling counselling housing hiccuping retching gagging flushing blushing
tingling twitching tremoring shivering trembling wandering hoarding gambling scratching
stinging biting bruising scarring crusting scaling peeling blistering weeping discharging
malfunctioning functioning hemorrhaging haemorrhaging lightning swimming diving running cycling
morning evening ceiling building pudding sibling offspring string spring stocking clothing
bedding dressing padding lining coating bearing setting nothing something anything everything
`);

/** Words ending in -ly that are no adverbs. */
export const LY_NOT_ADVERBS = words(`
anomaly family assembly supply belly jelly italy july reply ally fly lily rally holy ugly
monopoly bully homily melancholy dolly folly
`);

/** Stop words that may end a term of several words ("heart disease", "kidney injury", "T cells"). */
export const HEADS = words(`
disease diseases syndrome syndromes disorder disorders symptom symptoms condition conditions cell
cells receptor receptors protein proteins acid acids hormone hormones antibody antibodies antigen
antigens enzyme enzymes agent agents drug drugs injury injuries death weight pressure therapy
therapies factor factors type test tests function infection problem problems loss block strain
`);

/** Stop words that may begin a term of several words ("acute renal failure", "blood pressure"). */
export const MODIFIERS = words(`
acute chronic severe mild moderate bilateral left right upper lower anterior posterior total partial
complete major minor high low small large early late normal abnormal blood serum plasma body cell
cells drug human tissue primary secondary congenital sudden heart weight multiple substance status
`);
