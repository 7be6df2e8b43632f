// Every scenario of `npm run bench:agent`, in report order.
import billingApi from './billing-api.mjs';

/** The scenario projects. */
export const PROJECTS = [billingApi];
