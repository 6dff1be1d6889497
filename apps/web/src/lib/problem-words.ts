import { currentLanguage, i18n } from '@/i18n/i18n';
import type { problems } from '@/locales/en/problems';

type ProblemKey = Exclude<keyof typeof problems, 'status'>;

/**
 * The messages of the API (and the app's own, for a server it cannot reach) as they are written in
 * English, each with its text in the catalogue and the figures it carries. A message ends where the
 * API's does: `Validation failed: …` is never shown whole, its fields are.
 */
const MESSAGES: [RegExp, ProblemKey][] = [
  [/^Invalid username or password$/, 'invalidCredentials'],
  [/^This username is already taken$/, 'usernameTaken'],
  [/^This email is already registered$/, 'emailTaken'],
  [/^No class has this join code/, 'noClassForCode'],
  [/^The current password is incorrect$/, 'currentPasswordWrong'],
  [/^Your teacher has not confirmed your level yet$/, 'levelNotConfirmed'],
  [/^This class has been closed by its teacher$/, 'classClosed'],
  [/^This account no longer exists$/, 'accountGone'],
  [/^Your account has been deleted\.$/, 'accountDeleted'],
  [/^Your account is closed: you and your students can no longer sign in\.$/, 'accountClosed'],
  [/^This exam is not active$/, 'examNotOpen'],
  [/^This exam is not active yet$/, 'examNotOpenYet'],
  [/^This exam is for level (?<exam>\d+); you are at level (?<you>\d+)$/, 'examForLevel'],
  [/^You have already submitted this assessment/, 'alreadySubmitted'],
  [/^You already have a round running \(code (?<code>\d+)\)/, 'roundRunning'],
  [/^This test is open for students: a round would show/, 'roundTestOpen'],
  [/^This test opens by itself later: a round would show/, 'roundTestOpensLater'],
  [/^a round shows its questions on the projector/i, 'roundListening'],
  [/^No round is running with this code$/, 'noRoundForCode'],
  [/^This round is for level (?<level>\d+)$/, 'roundForLevel'],
  [/^You joined during this question/, 'roundJoinedLate'],
  [/^Wait for the numbers$/, 'roundWait'],
  [/^Time is up for this question$/, 'roundTimeUp'],
  [/^This round's results are saved already$/, 'roundSaved'],
  [/^Join the round first$/, 'roundJoinFirst'],
  [/^The questions have changed since you were given them/, 'questionsChanged'],
  [/^You have been signed out\. Please sign in again\.$/, 'sessionEnded'],
  [/^Invalid or expired refresh token/, 'sessionEnded'],
  [/^We cannot reach the server\./, 'offline'],
  [/^The server is restarting/, 'serverRestarting'],
  [/^Too many .*try again in /, 'tooMany'],
  [/^This (account|school) has read too much at once/, 'tooMany'],
  [/^Students have already taken this exam, so it can no longer switch/, 'kindLocked'],
  [/^Practice can be taken again anyway/, 'practiceNoRetake'],
  [/^(?<name>.+) has not handed in this test yet$/, 'notHandedIn'],
  [/^(?<name>.+) is taking this test right now$/, 'takingNow'],
  [/^(?:closesAt must be after opensAt|It must close after it opens)$/, 'closesAfterOpens'],
  [/^closesAt must be still to come$/, 'closesLater'],
  [/^An exam with opening times must be switched on$/, 'openingNeedsOpen'],
  [/^Admin registration is closed on this server$/, 'teacherSignUpClosed'],
  [/^No child has this family code/, 'noChildForCode'],
  [/^This child already has (?<most>\d+) parents linked/, 'childHasParents'],
  [/^This child is already linked to your account$/, 'childLinkedAlready'],
  [/^This child is not linked to your account$/, 'childNotLinked'],
  [/^No parent with this id is linked to this student$/, 'parentNotLinked'],
  [/^must be the (?<length>\d+)-character family code/i, 'familyCodeFormat'],
  [/^is required: this student left their level for you to set$/, 'noLevelToConfirm'],
  [/^must be (?<min>\d+) to (?<max>\d+) characters$/i, 'lengthBetween'],
  [/^must be at most (?<max>\d+) characters$/i, 'atMost'],
  [/^must be a whole number from (?<min>\d+) to (?<max>\d+)$/i, 'wholeNumberBetween'],
  [/^must be a valid email address$/i, 'validEmail'],
  [/^must be (?<min>\d+) to (?<max>\d+) digits, optionally after a leading \+$/i, 'phoneDigits'],
  [/^must start with a letter and hold only letters, spaces/i, 'nameCharacters'],
  [/^may contain only letters, digits, _ \. and -$/i, 'usernameCharacters'],
  [/^must not contain control characters$/i, 'noControlCharacters'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A problem's text with the figures read from the API's message (each text takes the ones it names). */
const translateWith = (key: ProblemKey, figures: Record<string, string>): string =>
  (i18n.t as (key: string, options: Record<string, string>) => string)(`problems:${key}`, figures);

/** What to say, by the answer's status, of a message the catalogue does not have. */
function byStatus(status: number): string {
  if (status === 0) return i18n.t('problems:offline');
  if (status === 401) return i18n.t('problems:status.signedOut');
  if (status === 403) return i18n.t('problems:status.notAllowed');
  if (status === 404) return i18n.t('problems:status.notFound');
  if (status === 409) return i18n.t('problems:status.conflict');
  if (status === 413) return i18n.t('problems:status.tooLarge');
  if (status === 429) return i18n.t('problems:tooMany');
  if (status >= 500) return i18n.t('problems:status.server');
  return i18n.t('problems:status.badRequest');
}

/**
 * A message of the API's (an error's, or a field's) in the language the app speaks: in English, the
 * API's own words; in another, the catalogue's text for it, or, for one it does not know, what the
 * answer's status means. Never the English in a Hindi screen.
 */
export function problemInAppWords(message: string, status = 400): string {
  if (currentLanguage() === 'en') return capitalise(message);
  for (const [pattern, key] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return translateWith(key, match.groups ?? {});
  }
  return byStatus(status);
}
