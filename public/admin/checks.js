// What the staff editor checks before it saves, beyond each field's own rule (docs/editor.md): a car's
// figures and their sources, the rule of content/schema.ts that ties fields together. Every figure in
// `specs` is named by a source's `figures`, or is left out and listed under `unsourced`. The lists of
// figures come from the schema (content-rules.json, generated with config.yml); the build checks the
// same rule again and stays the final gate. A failed check stops the save, and Decap shows its message.
(function () {
  var rules = fetch('/admin/content-rules.json').then(function (response) {
    return response.json();
  });
  var given = function (value) {
    return value !== undefined && value !== null && value !== '';
  };
  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async function (event) {
      if (event.entry.get('collection') !== 'cars') return undefined;
      var car = event.entry.get('data').toJS();
      var figures = await rules;
      var specs = car.specs || {};
      var sourced = new Set((car.sources || []).flatMap((source) => source.figures || []));
      var unsourced = new Set((car.unsourced || []).map((entry) => entry.figure));
      var problems = [];
      figures.carFigures.forEach(function (figure) {
        if (figures.hybridOnly.includes(figure) && specs.type === 'electric') return;
        var present = given(specs[figure]);
        if (present && !sourced.has(figure))
          problems.push(figure + ': нет источника, отметьте цифру в figures одного из источников / no source names it');
        if (present && unsourced.has(figure)) problems.push(figure + ': дана и отмечена как без источника / given and marked unsourced');
        if (!present && !unsourced.has(figure))
          problems.push(figure + ': нет ни цифры, ни отметки в unsourced / neither given nor listed under unsourced');
      });
      if (problems.length) throw new Error(problems.join('; '));
      return undefined;
    },
  });
})();
