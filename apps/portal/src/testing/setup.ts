import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `npm test` runs these beside the server suites and the browsers on two cores: a screen that waits on a lazy
// chunk (the other language's words, a route's code) can take more than the default second to appear there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
