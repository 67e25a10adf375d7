import { CurrentMembersScreen } from './current-members-screen';

/** `/group-select-member`: the group's current members (spec: loaded by group, behaves the same). */
export const GroupSelectMemberScreen = () => <CurrentMembersScreen kind="group" />;
