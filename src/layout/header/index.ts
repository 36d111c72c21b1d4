export { AppHeader, NOT_READY_MESSAGE, type AppHeaderProps } from "./AppHeader";
export { ALREADY_ON_LIST, MessageBell } from "./MessageBell";
export { initialsOf, UserMenu } from "./UserMenu";
