import type { Handler } from '../../kernel/handler';
import { usStates } from '../../kernel/address/us-states';

/** The states and DC (employer and billing state selects), by name. */
export const getStates: Handler<'get-states'> = async () => ({ result: usStates() });
