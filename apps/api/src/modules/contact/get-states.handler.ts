import type { Handler } from '../../http/handler';
import { usStates } from '../address/us-states';

/** The states and DC (employer and billing state selects), by name. */
export const getStates: Handler<'get-states'> = async () => ({ result: usStates() });
