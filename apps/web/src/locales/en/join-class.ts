export const joinClass = {
  classCode: 'Class code',
  classCodeHelp: 'Your teacher gives you this code.',
  typeClassCode: 'Please type the class code from your teacher',
  fullName: 'Your full name',
  classHelp: 'Not sure? Leave it for your teacher.',
  levelHelp: 'Your teacher checks it, or sets it if you leave it.',
  join: 'Join my class',
};
