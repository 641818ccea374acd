export { useProblemText } from '../../lib/problem-text';
