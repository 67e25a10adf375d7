import { CurrentMembersScreen } from './current-members-screen';

/** `/agent-select-member`: the rep's current members. */
export const AgentSelectMemberScreen = () => <CurrentMembersScreen kind="agent" />;
