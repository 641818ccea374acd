/**
 * [PROF-2] Moving house: the new primary address starts on the day of the move (today when the patient gives
 * no date) and the one it replaces ends that day, becoming a past address. A move dated on or before the day the
 * current address started would leave that stay ending before it began: refused.
 */
export function moveHouse(input: {
  currentFrom: string | null;
  movedOn: string | null | undefined;
  today: string;
}): { movedOn: string } | { refused: 'from_after_to' } {
  const movedOn = input.movedOn || input.today;
  if (input.currentFrom && input.currentFrom >= movedOn) return { refused: 'from_after_to' };
  return { movedOn };
}
