var semanticNetwork_default = {
	types: [
		{
			"tui": "T071",
			"name": "Entity",
			"treeNumber": "A",
			"group": "OBJC"
		},
		{
			"tui": "T072",
			"name": "Physical Object",
			"treeNumber": "A1",
			"group": "OBJC"
		},
		{
			"tui": "T001",
			"name": "Organism",
			"treeNumber": "A1.1",
			"group": "LIVB"
		},
		{
			"tui": "T194",
			"name": "Archaeon",
			"treeNumber": "A1.1.1",
			"group": "LIVB"
		},
		{
			"tui": "T007",
			"name": "Bacterium",
			"treeNumber": "A1.1.2",
			"group": "LIVB"
		},
		{
			"tui": "T204",
			"name": "Eukaryote",
			"treeNumber": "A1.1.3",
			"group": "LIVB"
		},
		{
			"tui": "T008",
			"name": "Animal",
			"treeNumber": "A1.1.3.1",
			"group": "LIVB"
		},
		{
			"tui": "T010",
			"name": "Vertebrate",
			"treeNumber": "A1.1.3.1.1",
			"group": "LIVB"
		},
		{
			"tui": "T011",
			"name": "Amphibian",
			"treeNumber": "A1.1.3.1.1.1",
			"group": "LIVB"
		},
		{
			"tui": "T012",
			"name": "Bird",
			"treeNumber": "A1.1.3.1.1.2",
			"group": "LIVB"
		},
		{
			"tui": "T013",
			"name": "Fish",
			"treeNumber": "A1.1.3.1.1.3",
			"group": "LIVB"
		},
		{
			"tui": "T015",
			"name": "Mammal",
			"treeNumber": "A1.1.3.1.1.4",
			"group": "LIVB"
		},
		{
			"tui": "T016",
			"name": "Human",
			"treeNumber": "A1.1.3.1.1.4.1",
			"group": "LIVB"
		},
		{
			"tui": "T014",
			"name": "Reptile",
			"treeNumber": "A1.1.3.1.1.5",
			"group": "LIVB"
		},
		{
			"tui": "T004",
			"name": "Fungus",
			"treeNumber": "A1.1.3.2",
			"group": "LIVB"
		},
		{
			"tui": "T002",
			"name": "Plant",
			"treeNumber": "A1.1.3.3",
			"group": "LIVB"
		},
		{
			"tui": "T005",
			"name": "Virus",
			"treeNumber": "A1.1.4",
			"group": "LIVB"
		},
		{
			"tui": "T017",
			"name": "Anatomical Structure",
			"treeNumber": "A1.2",
			"group": "ANAT"
		},
		{
			"tui": "T018",
			"name": "Embryonic Structure",
			"treeNumber": "A1.2.1",
			"group": "ANAT"
		},
		{
			"tui": "T190",
			"name": "Anatomical Abnormality",
			"treeNumber": "A1.2.2",
			"group": "DISO"
		},
		{
			"tui": "T019",
			"name": "Congenital Abnormality",
			"treeNumber": "A1.2.2.1",
			"group": "DISO"
		},
		{
			"tui": "T020",
			"name": "Acquired Abnormality",
			"treeNumber": "A1.2.2.2",
			"group": "DISO"
		},
		{
			"tui": "T021",
			"name": "Fully Formed Anatomical Structure",
			"treeNumber": "A1.2.3",
			"group": "ANAT"
		},
		{
			"tui": "T023",
			"name": "Body Part, Organ, or Organ Component",
			"treeNumber": "A1.2.3.1",
			"group": "ANAT"
		},
		{
			"tui": "T024",
			"name": "Tissue",
			"treeNumber": "A1.2.3.2",
			"group": "ANAT"
		},
		{
			"tui": "T025",
			"name": "Cell",
			"treeNumber": "A1.2.3.3",
			"group": "ANAT"
		},
		{
			"tui": "T026",
			"name": "Cell Component",
			"treeNumber": "A1.2.3.4",
			"group": "ANAT"
		},
		{
			"tui": "T028",
			"name": "Gene or Genome",
			"treeNumber": "A1.2.3.5",
			"group": "GENE"
		},
		{
			"tui": "T073",
			"name": "Manufactured Object",
			"treeNumber": "A1.3",
			"group": "OBJC"
		},
		{
			"tui": "T074",
			"name": "Medical Device",
			"treeNumber": "A1.3.1",
			"group": "DEVI"
		},
		{
			"tui": "T203",
			"name": "Drug Delivery Device",
			"treeNumber": "A1.3.1.1",
			"group": "DEVI"
		},
		{
			"tui": "T075",
			"name": "Research Device",
			"treeNumber": "A1.3.2",
			"group": "DEVI"
		},
		{
			"tui": "T200",
			"name": "Clinical Drug",
			"treeNumber": "A1.3.3",
			"group": "CHEM"
		},
		{
			"tui": "T167",
			"name": "Substance",
			"treeNumber": "A1.4",
			"group": "OBJC"
		},
		{
			"tui": "T103",
			"name": "Chemical",
			"treeNumber": "A1.4.1",
			"group": "CHEM"
		},
		{
			"tui": "T120",
			"name": "Chemical Viewed Functionally",
			"treeNumber": "A1.4.1.1",
			"group": "CHEM"
		},
		{
			"tui": "T121",
			"name": "Pharmacologic Substance",
			"treeNumber": "A1.4.1.1.1",
			"group": "CHEM"
		},
		{
			"tui": "T195",
			"name": "Antibiotic",
			"treeNumber": "A1.4.1.1.1.1",
			"group": "CHEM"
		},
		{
			"tui": "T122",
			"name": "Biomedical or Dental Material",
			"treeNumber": "A1.4.1.1.2",
			"group": "CHEM"
		},
		{
			"tui": "T123",
			"name": "Biologically Active Substance",
			"treeNumber": "A1.4.1.1.3",
			"group": "CHEM"
		},
		{
			"tui": "T125",
			"name": "Hormone",
			"treeNumber": "A1.4.1.1.3.2",
			"group": "CHEM"
		},
		{
			"tui": "T126",
			"name": "Enzyme",
			"treeNumber": "A1.4.1.1.3.3",
			"group": "CHEM"
		},
		{
			"tui": "T127",
			"name": "Vitamin",
			"treeNumber": "A1.4.1.1.3.4",
			"group": "CHEM"
		},
		{
			"tui": "T129",
			"name": "Immunologic Factor",
			"treeNumber": "A1.4.1.1.3.5",
			"group": "CHEM"
		},
		{
			"tui": "T192",
			"name": "Receptor",
			"treeNumber": "A1.4.1.1.3.6",
			"group": "CHEM"
		},
		{
			"tui": "T130",
			"name": "Indicator, Reagent, or Diagnostic Aid",
			"treeNumber": "A1.4.1.1.4",
			"group": "CHEM"
		},
		{
			"tui": "T131",
			"name": "Hazardous or Poisonous Substance",
			"treeNumber": "A1.4.1.1.5",
			"group": "CHEM"
		},
		{
			"tui": "T104",
			"name": "Chemical Viewed Structurally",
			"treeNumber": "A1.4.1.2",
			"group": "CHEM"
		},
		{
			"tui": "T109",
			"name": "Organic Chemical",
			"treeNumber": "A1.4.1.2.1",
			"group": "CHEM"
		},
		{
			"tui": "T114",
			"name": "Nucleic Acid, Nucleoside, or Nucleotide",
			"treeNumber": "A1.4.1.2.1.5",
			"group": "CHEM"
		},
		{
			"tui": "T116",
			"name": "Amino Acid, Peptide, or Protein",
			"treeNumber": "A1.4.1.2.1.7",
			"group": "CHEM"
		},
		{
			"tui": "T197",
			"name": "Inorganic Chemical",
			"treeNumber": "A1.4.1.2.2",
			"group": "CHEM"
		},
		{
			"tui": "T196",
			"name": "Element, Ion, or Isotope",
			"treeNumber": "A1.4.1.2.3",
			"group": "CHEM"
		},
		{
			"tui": "T031",
			"name": "Body Substance",
			"treeNumber": "A1.4.2",
			"group": "ANAT"
		},
		{
			"tui": "T168",
			"name": "Food",
			"treeNumber": "A1.4.3",
			"group": "OBJC"
		},
		{
			"tui": "T077",
			"name": "Conceptual Entity",
			"treeNumber": "A2",
			"group": "CONC"
		},
		{
			"tui": "T078",
			"name": "Idea or Concept",
			"treeNumber": "A2.1",
			"group": "CONC"
		},
		{
			"tui": "T079",
			"name": "Temporal Concept",
			"treeNumber": "A2.1.1",
			"group": "CONC"
		},
		{
			"tui": "T080",
			"name": "Qualitative Concept",
			"treeNumber": "A2.1.2",
			"group": "CONC"
		},
		{
			"tui": "T081",
			"name": "Quantitative Concept",
			"treeNumber": "A2.1.3",
			"group": "CONC"
		},
		{
			"tui": "T169",
			"name": "Functional Concept",
			"treeNumber": "A2.1.4",
			"group": "CONC"
		},
		{
			"tui": "T022",
			"name": "Body System",
			"treeNumber": "A2.1.4.1",
			"group": "ANAT"
		},
		{
			"tui": "T082",
			"name": "Spatial Concept",
			"treeNumber": "A2.1.5",
			"group": "CONC"
		},
		{
			"tui": "T030",
			"name": "Body Space or Junction",
			"treeNumber": "A2.1.5.1",
			"group": "ANAT"
		},
		{
			"tui": "T029",
			"name": "Body Location or Region",
			"treeNumber": "A2.1.5.2",
			"group": "ANAT"
		},
		{
			"tui": "T085",
			"name": "Molecular Sequence",
			"treeNumber": "A2.1.5.3",
			"group": "GENE"
		},
		{
			"tui": "T086",
			"name": "Nucleotide Sequence",
			"treeNumber": "A2.1.5.3.1",
			"group": "GENE"
		},
		{
			"tui": "T087",
			"name": "Amino Acid Sequence",
			"treeNumber": "A2.1.5.3.2",
			"group": "GENE"
		},
		{
			"tui": "T088",
			"name": "Carbohydrate Sequence",
			"treeNumber": "A2.1.5.3.3",
			"group": "GENE"
		},
		{
			"tui": "T083",
			"name": "Geographic Area",
			"treeNumber": "A2.1.5.4",
			"group": "GEOG"
		},
		{
			"tui": "T033",
			"name": "Finding",
			"treeNumber": "A2.2",
			"group": "DISO"
		},
		{
			"tui": "T034",
			"name": "Laboratory or Test Result",
			"treeNumber": "A2.2.1",
			"group": "PHEN"
		},
		{
			"tui": "T184",
			"name": "Sign or Symptom",
			"treeNumber": "A2.2.2",
			"group": "DISO"
		},
		{
			"tui": "T032",
			"name": "Organism Attribute",
			"treeNumber": "A2.3",
			"group": "PHYS"
		},
		{
			"tui": "T201",
			"name": "Clinical Attribute",
			"treeNumber": "A2.3.1",
			"group": "PHYS"
		},
		{
			"tui": "T170",
			"name": "Intellectual Product",
			"treeNumber": "A2.4",
			"group": "CONC"
		},
		{
			"tui": "T185",
			"name": "Classification",
			"treeNumber": "A2.4.1",
			"group": "CONC"
		},
		{
			"tui": "T089",
			"name": "Regulation or Law",
			"treeNumber": "A2.4.2",
			"group": "CONC"
		},
		{
			"tui": "T171",
			"name": "Language",
			"treeNumber": "A2.5",
			"group": "CONC"
		},
		{
			"tui": "T090",
			"name": "Occupation or Discipline",
			"treeNumber": "A2.6",
			"group": "OCCU"
		},
		{
			"tui": "T091",
			"name": "Biomedical Occupation or Discipline",
			"treeNumber": "A2.6.1",
			"group": "OCCU"
		},
		{
			"tui": "T092",
			"name": "Organization",
			"treeNumber": "A2.7",
			"group": "ORGA"
		},
		{
			"tui": "T093",
			"name": "Health Care Related Organization",
			"treeNumber": "A2.7.1",
			"group": "ORGA"
		},
		{
			"tui": "T094",
			"name": "Professional Society",
			"treeNumber": "A2.7.2",
			"group": "ORGA"
		},
		{
			"tui": "T095",
			"name": "Self-help or Relief Organization",
			"treeNumber": "A2.7.3",
			"group": "ORGA"
		},
		{
			"tui": "T102",
			"name": "Group Attribute",
			"treeNumber": "A2.8",
			"group": "CONC"
		},
		{
			"tui": "T096",
			"name": "Group",
			"treeNumber": "A2.9",
			"group": "LIVB"
		},
		{
			"tui": "T097",
			"name": "Professional or Occupational Group",
			"treeNumber": "A2.9.1",
			"group": "LIVB"
		},
		{
			"tui": "T098",
			"name": "Population Group",
			"treeNumber": "A2.9.2",
			"group": "LIVB"
		},
		{
			"tui": "T099",
			"name": "Family Group",
			"treeNumber": "A2.9.3",
			"group": "LIVB"
		},
		{
			"tui": "T100",
			"name": "Age Group",
			"treeNumber": "A2.9.4",
			"group": "LIVB"
		},
		{
			"tui": "T101",
			"name": "Patient or Disabled Group",
			"treeNumber": "A2.9.5",
			"group": "LIVB"
		},
		{
			"tui": "T051",
			"name": "Event",
			"treeNumber": "B",
			"group": "ACTI"
		},
		{
			"tui": "T052",
			"name": "Activity",
			"treeNumber": "B1",
			"group": "ACTI"
		},
		{
			"tui": "T053",
			"name": "Behavior",
			"treeNumber": "B1.1",
			"group": "ACTI"
		},
		{
			"tui": "T054",
			"name": "Social Behavior",
			"treeNumber": "B1.1.1",
			"group": "ACTI"
		},
		{
			"tui": "T055",
			"name": "Individual Behavior",
			"treeNumber": "B1.1.2",
			"group": "ACTI"
		},
		{
			"tui": "T056",
			"name": "Daily or Recreational Activity",
			"treeNumber": "B1.2",
			"group": "ACTI"
		},
		{
			"tui": "T057",
			"name": "Occupational Activity",
			"treeNumber": "B1.3",
			"group": "ACTI"
		},
		{
			"tui": "T058",
			"name": "Health Care Activity",
			"treeNumber": "B1.3.1",
			"group": "PROC"
		},
		{
			"tui": "T059",
			"name": "Laboratory Procedure",
			"treeNumber": "B1.3.1.1",
			"group": "PROC"
		},
		{
			"tui": "T060",
			"name": "Diagnostic Procedure",
			"treeNumber": "B1.3.1.2",
			"group": "PROC"
		},
		{
			"tui": "T061",
			"name": "Therapeutic or Preventive Procedure",
			"treeNumber": "B1.3.1.3",
			"group": "PROC"
		},
		{
			"tui": "T062",
			"name": "Research Activity",
			"treeNumber": "B1.3.2",
			"group": "PROC"
		},
		{
			"tui": "T063",
			"name": "Molecular Biology Research Technique",
			"treeNumber": "B1.3.2.1",
			"group": "PROC"
		},
		{
			"tui": "T064",
			"name": "Governmental or Regulatory Activity",
			"treeNumber": "B1.3.3",
			"group": "ACTI"
		},
		{
			"tui": "T065",
			"name": "Educational Activity",
			"treeNumber": "B1.3.4",
			"group": "PROC"
		},
		{
			"tui": "T066",
			"name": "Machine Activity",
			"treeNumber": "B1.4",
			"group": "ACTI"
		},
		{
			"tui": "T067",
			"name": "Phenomenon or Process",
			"treeNumber": "B2",
			"group": "PHEN"
		},
		{
			"tui": "T068",
			"name": "Human-caused Phenomenon or Process",
			"treeNumber": "B2.1",
			"group": "PHEN"
		},
		{
			"tui": "T069",
			"name": "Environmental Effect of Humans",
			"treeNumber": "B2.1.1",
			"group": "PHEN"
		},
		{
			"tui": "T070",
			"name": "Natural Phenomenon or Process",
			"treeNumber": "B2.2",
			"group": "PHEN"
		},
		{
			"tui": "T038",
			"name": "Biologic Function",
			"treeNumber": "B2.2.1",
			"group": "PHEN"
		},
		{
			"tui": "T039",
			"name": "Physiologic Function",
			"treeNumber": "B2.2.1.1",
			"group": "PHYS"
		},
		{
			"tui": "T040",
			"name": "Organism Function",
			"treeNumber": "B2.2.1.1.1",
			"group": "PHYS"
		},
		{
			"tui": "T041",
			"name": "Mental Process",
			"treeNumber": "B2.2.1.1.1.1",
			"group": "PHYS"
		},
		{
			"tui": "T042",
			"name": "Organ or Tissue Function",
			"treeNumber": "B2.2.1.1.2",
			"group": "PHYS"
		},
		{
			"tui": "T043",
			"name": "Cell Function",
			"treeNumber": "B2.2.1.1.3",
			"group": "PHYS"
		},
		{
			"tui": "T044",
			"name": "Molecular Function",
			"treeNumber": "B2.2.1.1.4",
			"group": "PHYS"
		},
		{
			"tui": "T045",
			"name": "Genetic Function",
			"treeNumber": "B2.2.1.1.4.1",
			"group": "PHYS"
		},
		{
			"tui": "T046",
			"name": "Pathologic Function",
			"treeNumber": "B2.2.1.2",
			"group": "DISO"
		},
		{
			"tui": "T047",
			"name": "Disease or Syndrome",
			"treeNumber": "B2.2.1.2.1",
			"group": "DISO"
		},
		{
			"tui": "T048",
			"name": "Mental or Behavioral Dysfunction",
			"treeNumber": "B2.2.1.2.1.1",
			"group": "DISO"
		},
		{
			"tui": "T191",
			"name": "Neoplastic Process",
			"treeNumber": "B2.2.1.2.1.2",
			"group": "DISO"
		},
		{
			"tui": "T049",
			"name": "Cell or Molecular Dysfunction",
			"treeNumber": "B2.2.1.2.2",
			"group": "DISO"
		},
		{
			"tui": "T050",
			"name": "Experimental Model of Disease",
			"treeNumber": "B2.2.1.2.3",
			"group": "DISO"
		},
		{
			"tui": "T037",
			"name": "Injury or Poisoning",
			"treeNumber": "B2.3",
			"group": "DISO"
		}
	],
	groups: [
		{
			"abbreviation": "ACTI",
			"name": "Activities & Behaviors"
		},
		{
			"abbreviation": "ANAT",
			"name": "Anatomy"
		},
		{
			"abbreviation": "CHEM",
			"name": "Chemicals & Drugs"
		},
		{
			"abbreviation": "CONC",
			"name": "Concepts & Ideas"
		},
		{
			"abbreviation": "DEVI",
			"name": "Devices"
		},
		{
			"abbreviation": "DISO",
			"name": "Disorders"
		},
		{
			"abbreviation": "GENE",
			"name": "Genes & Molecular Sequences"
		},
		{
			"abbreviation": "GEOG",
			"name": "Geographic Areas"
		},
		{
			"abbreviation": "LIVB",
			"name": "Living Beings"
		},
		{
			"abbreviation": "OBJC",
			"name": "Objects"
		},
		{
			"abbreviation": "OCCU",
			"name": "Occupations"
		},
		{
			"abbreviation": "ORGA",
			"name": "Organizations"
		},
		{
			"abbreviation": "PHEN",
			"name": "Phenomena"
		},
		{
			"abbreviation": "PHYS",
			"name": "Physiology"
		},
		{
			"abbreviation": "PROC",
			"name": "Procedures"
		}
	]
};
export { semanticNetwork_default as t };
