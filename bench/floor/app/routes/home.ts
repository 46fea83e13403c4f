import { createElement as h } from "react";

export function meta() {
  return [{ title: "Floor" }];
}

export function loader() {
  return { now: "floor" };
}

export default function Home() {
  return h("main", null, h("h1", null, "Floor"), h("p", null, "The smallest React Router page."));
}
