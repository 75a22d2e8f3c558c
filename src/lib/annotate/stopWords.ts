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
history previous previously prior past status post family mother father sister brother son
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
injury injuries death deaths emergency recurrence relapse progression weight body blood serum
plasma tissue tissues cell cells receptor receptors level ii iii iv vi vii viii ix xi xii
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

/** Words ending in -ly that are no adverbs. */
export const LY_NOT_ADVERBS = words(`
anomaly family assembly supply belly jelly italy july reply ally fly lily rally holy ugly
monopoly bully homily melancholy dolly folly
`);
