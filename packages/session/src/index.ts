export { sessionStore, setLoggedIn, setLoggedOut, useSession, type SessionState } from './store';
export { checkLoginState, endSession } from './check';
export {
  rememberLogin,
  storedLoginMethod,
  forgetCustomerData,
  CUSTOMER_TYPE_KEY,
  LOGIN_METHOD_KEY,
  type LoginMethod,
} from './stored-customer-data';
