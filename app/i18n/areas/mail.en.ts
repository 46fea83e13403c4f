import type { Shape } from "../shape";
import type th from "./mail.th";

const mail: Shape<typeof th> = {
  kinds: {
    newsletter: "the newsletter",
    "show-reminder": "reminders of saved shows",
    "follow-digest": "the weekly digest of what you follow",
  },
  labels: {
    newsletter: "Newsletter",
    "show-reminder": "Reminders of saved shows",
    "follow-digest": "Weekly digest of what you follow",
  },
  kindHelp: {
    newsletter: "Shows taking booth bookings and MICE industry news, twice a month.",
    "show-reminder": "A reminder 7 days and 1 day before a show or event you saved opens.",
    "follow-digest": "New shows and events in the industries, organizers and venues you follow, once a week.",
  },
  unsubscribe: {
    question: "Stop sending {{kind}} to {{email}}?",
    explain: "Once you confirm, we stop this kind of email at once, including any already waiting to be sent. Mail about your account, quotations and booth bookings still arrives.",
    confirm: "Unsubscribe",
    done: "Done: {{email}} will no longer get {{kind}}.",
    doneHint: "Changed your mind? Members can turn it back on in their profile, and anyone can sign up for the newsletter again at the foot of every page.",
    invalidTitle: "This unsubscribe link doesn't work",
    invalid: "The link is incomplete or has been altered. Copy the whole link from the email again, or sign in and choose which emails you get on your profile.",
  },
  preferences: {
    heading: "Emails you get",
    intro: "Choose what we send to {{email}}. Changes apply at once. Mail about your account, quotations and booth bookings is always sent.",
    on: "On",
    off: "Off",
    turnOn: "Turn on",
    turnOff: "Turn off",
    turnedOn: "You will get {{kind}} again.",
    turnedOff: "We have stopped {{kind}}.",
  },
  calendar: {
    heading: "Calendar of your saved items",
    intro: "A private link for your calendar app with the shows and events you saved. Anyone with the link sees your list, so keep it to yourself.",
    none: "You don't have a private calendar link yet.",
    hidden: "You already have a private calendar link. For your safety we show it only once, when it is made. If you can't find it, make a new one (the old link stops working at once).",
    create: "Create a calendar link",
    renew: "Make a new link",
    created: "Your new calendar link (copy it now: it is shown only this once, and any old link no longer works):",
    feedName: "Saved on ExpoLink",
  },
  feed: {
    heading: "{{industry}} calendar",
    webcal: "Subscribe in your calendar app",
    google: "Add to Google Calendar",
    name: "ExpoLink: {{industry}} shows and events",
    dates: "Dates: {{dates}}",
    hours: "Hours: {{hours}}",
  },
};

export default mail;
