// The course (docs/assets/course/): the map of lessons, progress kept in this browser, and one
// lesson at a time, every answer checked by the rules engine in the browser.
import { Course } from "./course/page.js";

for (const root of document.querySelectorAll(".course")) new Course(root).start();
