/** A student's family code and the parents linked to them, as their teacher looks after them. */
export const familyCode = {
  loading: 'Loading the family of {{name}}',
  code: 'Family code',
  none: '{{name}} has no family code: no parent can link to them.',
  howParentsLink:
    'A parent makes a parent account on the sign-in screen, then types this code under “Link a child” to follow {{name}}. Up to {{most}} parents can link.',
  copyCode: 'Copy code',
  codeCopied: 'The family code is copied.',
  draw: 'Make a family code',
  newCode: 'New code',
  newCodeTitle: 'Make a new family code?',
  newCodeDescription: 'The code above stops working at once. Parents already linked stay linked.',
  makeNewCode: 'Make a new code',
  keepIt: 'Keep it',
  voidCode: 'Void code',
  voidTitle: 'Void the family code?',
  voidDescription:
    'No parent can link to {{name}} until you make a new code. Parents already linked stay linked.',
  voidIt: 'Void the code',
  parents: 'Parents linked',
  noParents: 'No parent has linked yet.',
  linkedOn: 'Linked on {{date}}',
  unlink: 'Unlink',
  unlinkOf: 'Unlink {{parent}}',
  unlinkTitle: 'Unlink {{parent}}?',
  unlinkDescription:
    '{{parent}} stops seeing how {{name}} is doing at once. While the family code works they can link again: make a new code to stop that.',
  keepLinked: 'Keep linked',
  printSlips: 'Print family slips',
};
