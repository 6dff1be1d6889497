/** The exam builder: a teacher makes an exam, or new questions for one, and sees them before saving. */
export const examBuilder = {
  /** What each level practises, in a teacher's words: the level presets' own, word for word. */
  levelPractises: {
    level1: 'Single digits with direct moves: beads set and cleared without friends',
    level2: 'Single digits with small friends: 5-complements, such as +4 as +5 −1',
    level3: 'Single digits with big friends: 10-complements, such as +7 as −3 and carry 1',
    level4:
      'Single digits with both friends in longer sums, the combined moves such as +6 as +1 −5 and carry 1',
    level5: 'Two-digit numbers in five rows, every move',
    level6: 'Multiplication: a two-digit number times a one-digit number',
    level7: 'Division by a one-digit number, with a two-digit answer',
    level8: 'Multiplication: a two-digit number times a two-digit number',
    level9: 'Division by a two-digit number, with a two-digit answer',
    level10: 'Three-digit numbers in ten rows, adding and taking away',
  },
  openToStudentsNow: 'Open to students now',
  createExam: 'Create the exam',
  preview: {
    region: 'Preview',
    title: 'The questions it will have',
    sampleTitle: 'A sample of its questions: each child gets their own numbers',
    madeAsTheExamWill: 'Made just as the exam will make them (question set no. {{seed}}).',
    otherQuestions: 'Other questions',
    cannotMake: 'These settings cannot make this exam',
    cannotMakeBecause: 'These settings cannot make this exam: {{reason}}',
    refusal: {
      only_one:
        'Only {{found}} distinct question exists for these settings; ask for at most {{found}} or {{widen}}.',
      only_other:
        'Only {{found}} distinct questions exist for these settings; ask for at most {{found}} or {{widen}}.',
      none: 'No question fits these settings; {{widen}}.',
      noneForMethod: 'No question fits these settings, as {{need}}; {{widen}}.',
      searchLimit:
        'No {{asked}} distinct questions were found for these settings; ask for fewer or {{widen}}.',
      widen: {
        drill: 'give the numbers more digits or add the other operator',
        numbers: 'widen the number range, allow more rows or add operators',
      },
      methodNeeds: {
        direct: 'each row must go onto the soroban with direct moves only',
        'small-friends': 'each must use a small friend (a 5-complement, such as +4 as +5 −1)',
        'big-friends': 'each must use a big friend (a 10-complement, such as +7 as −3 and carry 1)',
        mixed: 'each must use a small or a big friend',
      },
      settingsClash: 'These numbers, operators and rows do not go together; change one of them.',
      noneForFocus:
        'No question of these settings can use the formulas chosen in 40 % of its steps: choose others, or {{widen}}.',
    },
    firstOf: 'The first {{shown}} of {{total}} questions:',
    all_one: 'The one question:',
    all_other: 'All {{total}} questions:',
  },
  regenerate: {
    whatChanges: 'What new questions change',
    whatChangesDetail:
      'Students see the new questions from their next start. Anyone in the middle of the exam keeps the questions they were given, and results already in keep the marks they were scored against.',
    done: 'The exam has its new questions: the ones you saw.',
    regenerate: 'Regenerate questions',
  },
  operations: {
    label: 'Operations',
    add: '+ add',
    subtract: '− take away',
    multiply: '× times',
    divide: '÷ divide',
  },
  rows: {
    label: 'Rows per question',
    drill: 'Two: a drill is one number × or ÷ another.',
    same: 'Same number of rows in every question',
    sameForFlash: 'Flash anzan shows every question with this many numbers.',
  },
  fromTo: {
    from: 'from',
    to: 'to',
  },
  numbersWay: {
    label: 'Give the numbers by',
    digits: 'Digits',
    range: 'Range',
    drill: '× ÷ drill',
    drillNeeds: 'A drill such as 2-digit × 1-digit needs × or ÷ alone.',
  },
  digits: {
    label: 'Digits per row',
    oneLength: 'Numbers {{from}} to {{to}}.',
    twoLengths_one: 'Numbers {{from}} to {{to}}: about as many rows of {{count}} digit as of {{longer}}.',
    twoLengths_other: 'Numbers {{from}} to {{to}}: about as many rows of {{count}} digits as of {{longer}}.',
    manyLengths: 'Numbers {{from}} to {{to}}: about as many rows of each length.',
  },
  range: {
    from: 'Numbers from',
    upTo: 'Numbers up to',
  },
  drill: {
    label: 'Each question',
    firstDigits: 'Digits of the first number',
    secondDigits: 'Digits of the second number',
    dividedDigits: 'Digits of the number divided',
    divisorDigits: 'Digits of the number to divide by',
    digitThen: '-digit {{operator}}',
    digit: '-digit',
    answerDigits: 'The answer has {{fewer}} or {{more}} digits.',
    tickAnOperation: 'Tick × or ÷ for the drill.',
    mixed:
      'The ÷ questions divide such a product by the {{divisor}}-digit number: their answers have {{answerDigits}}.',
    division:
      'The answer has {{answerDigits}}, so the number divided has {{allDigits}} in about {{inTen}} of 10 questions and {{fewerDigits}} in the others.',
    digitCount_one: '{{count}} digit',
    digitCount_other: '{{count}} digits',
  },
  zeros: {
    label: 'Include numbers with zeros (305, 40)',
    tooShort: 'For numbers of two digits or more.',
    aboutHalf: 'About half the numbers of two digits or more get a 0 inside.',
  },
  focus: {
    label: 'Formulas to practise',
    placeholder: 'Any formula',
    help: 'Every question then uses one of them in at least 40 % of its steps.',
  },
  moves: {
    label: 'Abacus moves',
    none: 'Any moves',
    direct: 'Direct beads only',
    smallFriends: 'Small friends (5)',
    bigFriends: 'Big friends (10)',
    mixed: 'Both friends',
  },
  totalDigits: {
    label: 'Digits in all',
    any: 'Empty: each row’s digits drawn alone. Or {{fewest}} to {{most}}, as kentei papers set 4 rows with 6 digits in all.',
    inAll_one: '{{count}} row, {{digits}} digits in all.',
    inAll_other: '{{count}} rows, {{digits}} digits in all.',
  },
  negative: {
    label: 'Answers may go below zero',
    notWithMoves: 'Not with abacus moves: choose Any moves to allow it.',
    upperGrades: 'For upper grades: the total may drop below zero on the way, as in {{example}}.',
    share: 'Answers below zero',
    shareNote:
      'The share of questions that end below zero; the others never go below it. Dan papers have about 10 %.',
  },
  counts: {
    questions: 'Questions',
    marksEach: 'Marks each',
  },
  flash: {
    interval: 'Flash: each number shows for (ms)',
    intervalNote:
      '1000 is one second; {{min}} at the fastest. 0: no flashing, the questions are written out.',
    tooFast: 'At least {{min}} ms, or 0 for no flashing',
    gap: 'Blank between numbers (ms)',
    gapNote: '0: one number straight after another.',
    showSign: 'Show + before a number added',
    showSignNote: 'A number taken away always shows its −.',
    showCounter: 'Show “Number 3 of {{total}}” above the numbers',
    duration_one: '{{numbers}} number in {{seconds}} s',
    duration_other: '{{numbers}} numbers in {{seconds}} s',
  },
  listening: {
    pace: 'Listening: numbers read aloud a minute',
    paceNote:
      'The numbers are never shown, only heard; {{min}} to {{max}} a minute. 0: not read aloud. Turns flash off.',
    tooSlow: '{{min}} to {{max}} a minute, or 0 for not reading aloud',
    tooFast: 'Faster than a voice can say these numbers: at most {{fastest}} a minute',
    spokenLength: 'Each number takes about {{seconds}} s to say: at most {{fastest}} numbers a minute.',
    duration_one: '{{numbers}} number in about {{seconds}} s',
    duration_other: '{{numbers}} numbers in about {{seconds}} s',
  },
  answerMode: {
    label: 'Answers',
    choice: 'Choose from 4 answers',
    typed: 'Write the answer',
    choiceExplained: 'Children tap one of four answers; the wrong ones are the mistakes made on the abacus.',
    typedExplained:
      'Children write each number, as on an abacus examination paper: no answers to guess from.',
    partialWork: 'With four options, {{method}} finds the answer in {{share}} of the preview’s questions.',
    partialMethod: {
      unitsDigit: 'working the units column alone',
      tensAndUp: 'keeping only the tens and above of each row',
      oneSignificantFigure: 'rounding each row to its first figure',
      castingOutNines: 'casting out nines (adding up the digits)',
    },
  },
};
