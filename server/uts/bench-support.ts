/**
 * Fifty search strings a clinician or analyst would type, across the demo's sources
 * (diseases, MeSH headings, ICD-10-CM, GO processes, drugs), single and multi-word,
 * plurals included, for `npm run bench` (search p50/p95).
 */
export function benchQueries(): string[] {
  return [
    'heart attack', 'myocardial infarction', 'heart attacks', 'diabetes mellitus', 'type 2 diabetes',
    'hypertension', 'asthma', 'chronic obstructive pulmonary disease', 'pneumonia', 'breast cancer',
    'lung neoplasms', 'leukemia', 'lymphoma', 'melanoma', 'alzheimer disease',
    'parkinson disease', 'multiple sclerosis', 'epilepsy', 'migraine', 'depression',
    'schizophrenia', 'rheumatoid arthritis', 'osteoporosis', 'fracture of femur', 'kidney failure',
    'hepatitis b', 'tuberculosis', 'hiv infections', 'influenza', 'sepsis',
    'anemia', 'obesity', 'hypothyroidism', 'cystic fibrosis', 'sickle cell anemia',
    'atrial fibrillation', 'heart failure', 'stroke', 'coronary artery disease', 'cells',
    'apoptosis', 'cell cycle', 'immune response', 'dna repair', 'metformin',
    'aspirin', 'atorvastatin 20 mg', 'insulin glargine', 'amoxicillin oral capsule', 'lisinopril tablets',
  ];
}
