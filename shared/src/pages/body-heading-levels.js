// Plain ES5 on purpose: the shell's early script carries this same function (its build writes the
// source in, tooling/route-table.mjs#withEarlyBootTables), so the early paint of a content page and
// the content area's page number the body's headings alike.

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
