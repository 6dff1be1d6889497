/** How many wrong numbers a round's reveal names: the few that tell the teacher what the class got wrong. */
export const COMMON_WRONG_SHOWN = 3;
