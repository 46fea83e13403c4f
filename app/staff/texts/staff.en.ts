import type { Shape } from "~/i18n/shape";
import type { StaffTexts } from "./staff.th";
import content from "./content.en";

const staff: Shape<StaffTexts> = {
  name: "Back office",
  skipToContent: "Skip to content",
  nav: {
    label: "Back office menu",
    home: "Home",
    audit: "Audit log",
    content: "Content",
  },
  roles: {
    editor: "editor",
    admin: "admin",
  },
  signedInAs: "{{username}} ({{role}})",
  signOut: "Sign out",
  toSite: "To the website",
  login: {
    title: "Back office sign-in",
    lead: "For the ExpoLink team only. Members sign in on the members' page.",
    continue: "Sign in to go on to the page you opened.",
    identifier: "Username or email",
    password: "Password",
    submit: "Sign in",
  },
  errors: {
    identifierRequired: "Enter your username or email.",
    passwordRequired: "Enter your password.",
    tooLong: "That is too long.",
    invalidCredentials: "The username, email or password is wrong.",
    blocked: "This account is disabled. Please ask an admin.",
    tooMany: "Too many attempts. Please try again in {{wait}}.",
  },
  home: {
    title: "Back office",
    lead: "Hello {{username}}. These pages are ready to use:",
    signedInAs: "You are signed in as an {{role}}.",
    pages: {
      home: "Back office home: this page",
      audit: "Audit log: every change the staff made, with the record before and after",
      content: "Content: trade shows, events, the directory, news, articles and more",
    },
  },
  audit: {
    title: "Staff audit log",
    lead: "Every change the staff made: who, when, what, and the record before and after. Newest first.",
    filters: "Filter the log",
    staff: "Staff member",
    collection: "Collection",
    all: "All",
    apply: "Filter",
    clear: "Clear filters",
    empty: "No entries match these filters yet.",
    when: "When",
    who: "Who",
    what: "What",
    changed: "Fields changed",
    nothingChanged: "No field changed",
    before: "Before",
    after: "After",
    none: "(none)",
    details: "Show the record before and after",
    pageOf: "Page {{page}} of {{count}}",
  },
  refused: {
    title: "No access",
    member: "A member account cannot open the back office. Staff, please sign in with your staff account.",
    role: "This page is for admins only.",
    signIn: "Sign in with a staff account",
    back: "Back to the back office home",
  },
  notFound: {
    title: "Page not found",
    text: "The back office has no such page.",
  },
  failed: {
    title: "Something went wrong",
    text: "That did not work. Please try again.",
  },
  content,
};

export default staff;
