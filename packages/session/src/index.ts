export { sessionStore, setLoggedIn, setLoggedOut, useSession, type SessionState } from './store';
export { checkLoginState, endSession } from './check';
