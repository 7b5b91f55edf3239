// Plain ES5, from when the shell's early script carried it too; the content area's page numbers the body's headings with it.

/**
 * The page title is the only h1: body headings are renumbered from h2 in order, the levels present
 * (say 1, 3, 4) mapped onto 2, 3, 4, capped at h6. Returns the new level of each level in `root`.
 */
export function bodyHeadingLevels(root) {
  var present = [];
  var headings = root.querySelectorAll('h1, h2, h3, h4, h5, h6');
  for (var i = 0; i < headings.length; i += 1) {
    var level = Number(headings[i].tagName.charAt(1));
    if (present.indexOf(level) === -1) present.push(level);
  }
  present.sort();
  return function (level) {
    return Math.min(2 + present.indexOf(level), 6);
  };
}
