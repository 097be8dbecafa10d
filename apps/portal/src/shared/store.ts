// The one jotai store of the app. Passed to <Provider>, and read directly by code that runs
// outside React (route guards, the API client's bearer, session timers).
import { createStore } from 'jotai';

export const store = createStore();
