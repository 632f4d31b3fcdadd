/**
 * The link token of this tab's social login, kept for the mailed link: the service accepts that
 * link only together with it, so a link opened in another browser links nothing.
 */
const KEY = 'account.socialLinkToken';

export const keepLinkToken = (token: string) => sessionStorage.setItem(KEY, token);
export const keptLinkToken = () => sessionStorage.getItem(KEY);
export const forgetLinkToken = () => sessionStorage.removeItem(KEY);
