/** Who publishes a FHIR resource the app writes (ValueSet, ConceptMap): its user, not the app. */
export const PUBLISHER = 'A user of the Terminology Browser';
