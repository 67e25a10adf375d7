/** Wizard spec §2 Member home: the page's defaults, used when the member's own are not known. */
export const MEMBER_HOME_DEFAULTS = { agent_id: 10109, group_id: 77 } as const;
/** Wizard spec §2 Member benefit store: the link enrolls under group 1929. */
export const BENEFIT_STORE_GROUP_ID = 1929;
