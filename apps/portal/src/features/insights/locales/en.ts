import { catalogues } from '@portal/contract';

/** The insights feature's strings in English: the reference the other languages are typed against. */
export const en = {
  insights: {
    tabs: { insights: 'Care', screenings: 'Screenings' },
    home: {
      title: 'Your insights',
      description: 'Care that may be due, found in your health records.',
      seeAll: 'See all care insights',
      seeScreenings: 'See all screenings',
      more_one: '{{count}} more is due',
      more_other: '{{count}} more are due',
      asking_one: 'Tell us your sex assigned at birth to see whether {{count}} screening applies to you.',
      asking_other: 'Tell us your sex assigned at birth to see whether {{count}} screenings apply to you.',
    },
    care: {
      title: 'Care',
      description: 'Tests and treatment that people with your conditions are advised to keep up to date.',
    },
    screenings: {
      title: 'Screenings',
      description: 'Checks recommended for your age and sex, to find problems early.',
    },
    sections: {
      open: 'Due now',
      needs_answer: 'We need an answer from you',
      closed: 'Done or on track',
      not_applicable: 'Not for you right now',
    },
    /** A status at a glance, in the patient's words (rules/insight-groups.ts statusBadge). */
    badges: {
      due: 'Due',
      aboveGoal: 'Above goal',
      needsAnswer: 'Needs your answer',
      upToDate: 'Up to date',
      doneOutOfRange: 'Done · result out of range',
      aboveNormal: 'Under goal · above normal range',
      atGoal: 'At goal',
      taking: 'You take one',
      notForYou: 'Does not apply',
    },
    states: {
      loading: 'Loading your insights…',
      errorTitle: "We couldn't load your insights",
      errorDescription: 'Check your connection and try again.',
      retry: 'Try again',
      noneDueTitle: 'Nothing due right now',
      noneDueDescription: 'When your records show care that is due, it will appear here.',
      emptyTitle: 'No insights yet',
      emptyDescription: 'Insights appear once your health records have been retrieved.',
    },
    due: {
      since: 'Due since {{date}}',
      by: 'Due by {{date}}',
      now: 'Due now',
      next: 'Next due {{date}}',
    },
    viewDetails: 'Details: {{name}}',
    rules: {
      hba1c_monitoring: {
        name: catalogues.en.careGapNames.hba1c_monitoring,
        what: 'An HbA1c blood test shows your average blood sugar over the last three months. It is how you and your care team know whether diabetes is under control.',
      },
      hba1c_control: {
        name: catalogues.en.careGapNames.hba1c_control,
        what: 'Keeping HbA1c below 8% lowers the risk of damage to your eyes, kidneys, nerves and heart. Many people with diabetes aim lower, often below 7%: your clinician helps you set your own goal.',
      },
      kidney_health_evaluation: {
        name: catalogues.en.careGapNames.kidney_health_evaluation,
        what: 'Two tests, a blood test (eGFR) and a urine test (albumin-creatinine ratio), that find kidney damage from diabetes early, when it can still be slowed.',
      },
      colorectal_cancer_screening: {
        name: catalogues.en.careGapNames.colorectal_cancer_screening,
        what: 'Screening finds colon and rectal cancer, and growths that could become cancer, before there are symptoms. A stool test (FIT) you do at home each year or a colonoscopy every ten years both count.',
      },
      blood_pressure_control: {
        name: catalogues.en.careGapNames.blood_pressure_control,
        what: 'Keeping blood pressure below 140/90 lowers the risk of heart attack, stroke and kidney disease. A recent reading shows whether yours is there.',
      },
      statin_therapy: {
        name: catalogues.en.careGapNames.statin_therapy,
        what: 'A statin lowers cholesterol and the risk of heart attack and stroke. Most people with diabetes aged 40 to 75 are advised to take one.',
      },
      cholesterol_screening: {
        name: catalogues.en.careGapNames.cholesterol_screening,
        what: 'A cholesterol (lipid) test helps estimate your risk of heart disease and whether a statin would help you.',
      },
      cervical_cancer_screening: {
        name: catalogues.en.careGapNames.cervical_cancer_screening,
        what: 'A Pap test every three years (or an HPV test every five from age 30) finds changes in the cervix before they become cancer.',
      },
      breast_cancer_screening: {
        name: catalogues.en.careGapNames.breast_cancer_screening,
        what: 'A mammogram every two years finds breast cancer early, when treatment works best.',
      },
      influenza_vaccine: {
        name: catalogues.en.careGapNames.influenza_vaccine,
        what: 'A flu shot each season lowers your chance of getting the flu and of serious illness if you do.',
      },
    },
    /** Why the insight has its status (the contract's INSIGHT_REASONS). */
    reasons: {
      never_done: 'We found no record of this in your health records.',
      out_of_date: 'Your last one, on {{date}}, is no longer recent enough.',
      above_goal:
        'Your last result, {{reading}} on {{date}}, is above the goal ({{goal}}). Talk to your clinician about it.',
      no_statin: 'We found no statin that you take now in your health records.',
      done_in_window: 'Done on {{date}}: you are up to date.',
      done_out_of_range:
        'Tested on {{date}}: {{reading}}, {{direction}} the normal range ({{range}}). Talk to your clinician about this result.',
      at_goal: 'Your last result, {{reading}} on {{date}}, is within the goal ({{goal}}).',
      at_goal_above_range:
        'Your last result, {{reading}} on {{date}}, is within the goal for diabetes care ({{goal}}) but above the normal range ({{range}}). Ask your clinician what your own goal is.',
      result_unclear:
        'Your last result, on {{date}}, cannot be compared with the goal ({{goal}}). Ask your clinician what it means for you.',
      statin_current: 'Your health records show you take {{record}}.',
      age: 'It is recommended for ages {{ages}}.',
      sex: 'It is recommended for people assigned female at birth.',
      sex_unknown: 'Tell us your sex assigned at birth to see whether this applies to you.',
      no_condition: 'It is for people with {{condition}}, which is not in your health records.',
      excluded: 'Your health records show {{record}}, so it does not apply.',
    },
    /** The words around a reason's reading: the goal of each control measure, a range, a direction. */
    goals: { blood_pressure_control: 'below 140/90', hba1c_control: 'below 8%' },
    range: { upTo: '{{high}} or less', from: '{{low}} or more', between: '{{low}} to {{high}}' },
    direction: { high: 'above', low: 'below' },
    answerSex: 'Answer in your profile',
    conditions: { diabetes: 'diabetes', hypertension: 'high blood pressure' },
    ages: { range: '{{min}} to {{max}}' },
    detail: {
      back: 'Back to screenings',
      whatTitle: 'What it is',
      whyTitle: 'Why it applies to me',
      whyCondition: 'Your health records show {{condition}} (since {{date}}).',
      whyAge: 'It is recommended for people aged {{ages}}; you are {{age}}.',
      whySex: 'It is recommended for people assigned female at birth, whatever their gender.',
      statusTitle: 'Where you stand',
      closesTitle: 'What closes it',
      closesAny: 'Any one of these:',
      closesBoth: 'Both of these:',
      closesWindow_one: 'Counted over the last month.',
      closesWindow_other: 'Counted over the last {{count}} months.',
      fluSeason: 'Counted this flu season, which starts on July 1.',
      evidenceTitle: 'The evidence',
      evidenceSource: 'Source: {{source}}',
      evidenceLink: 'Read the recommendation ({{source}}, opens a new tab)',
      actionTitle: 'What you can do',
      notFoundTitle: 'We couldn’t find this screening',
      notFoundDescription: 'It may no longer be in your insights.',
    },
    closing: {
      hba1c_result: 'an HbA1c result',
      hba1c_below_goal: 'an HbA1c result below 8%',
      egfr_result: 'an eGFR (kidney function) result',
      uacr_result: 'a urine albumin-creatinine result',
      fit_result: 'a stool test (FIT) in the last year',
      colonoscopy: 'a colonoscopy in the last ten years',
      blood_pressure_reading: 'a blood pressure reading below 140/90',
      statin_prescription: 'a statin that you take now',
      lipid_panel_result: 'a cholesterol (lipid panel) result',
      cervical_cytology: 'a Pap test (or an HPV test in the last five years, from age 30)',
      mammogram: 'a mammogram',
      flu_vaccine: 'a flu vaccine',
    },
    actions: {
      order_kit: 'Order an at-home {{kit}}',
      talk_to_clinician: 'Talk to your clinician about it at your next visit.',
      get_vaccine: 'Get a flu shot at a pharmacy or at your clinic.',
    },
    disclaimer: {
      title: 'About your insights',
      description:
        'Insights are general recommendations found by comparing your health records with published guidelines. They are not a diagnosis or medical advice, and your records may be incomplete. Talk to your clinician before making decisions about your care.',
      acknowledge: 'I understand',
      hiddenTitle: 'Your insights are waiting',
      hiddenDescription: 'Read a short note about insights before you see them.',
      show: 'Read the note',
    },
  },
};
