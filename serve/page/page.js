// The teaching playground's page (clmm serve, docs/teaching.md): the editors, the catalogue,
// Run, the final states, stepping through executions, predict-then-reveal and permalinks.
// Every text from the server or the user goes into the page as text (textContent), never as
// markup; the one exception is the execution's picture, SVG drawn by the server's Graphviz.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var params = new URLSearchParams(location.search);
  var state = {
    predict: params.get('predict') === '1',
    revealed: false,
    result: null,      // the last check's answer
    notes: '',         // the catalogue test's notes (shown after the prediction)
    stateIndex: -1,
    index: 0,
    count: 0,
    execution: null,
    hidden: {},        // relation -> hidden
    draw: [],          // relations drawn on request (the chooser below the picture)
    asked: 0,          // the number of the latest execution request
    checking: 0        // the number of the latest check
  };

  // ---- editors ----
  var testEditor = null, modelEditor = null;
  if (window.CodeMirror && CodeMirror.defineSimpleMode) {
    CodeMirror.defineSimpleMode('litmus', {
      start: [
        {regex: /\(\*/, token: 'comment', next: 'comment'},
        {regex: /\/\/.*/, token: 'comment'},
        {regex: /"(?:[^\\"]|\\.)*"/, token: 'string'},
        {regex: /\b(?:OPENCL|OpenCL|PTX|exists|forall|~exists|if|else|while|for|int|uint|global|local|atomic_int|atomic_uint|return)\b/, token: 'keyword'},
        {regex: /\b(?:atomic_\w+|work_group_barrier|barrier|mem_fence)\b/, token: 'builtin'},
        {regex: /\b(?:memory_order_\w+|memory_scope_\w+|CLK_\w+)\b/, token: 'atom'},
        {regex: /P\d+(?:@[\w ,]+)?/, token: 'def'},
        {regex: /-?\d+/, token: 'number'},
        {regex: /\/\\|\\\/|==|!=|=/, token: 'operator'}
      ],
      comment: [{regex: /.*?\*\)/, token: 'comment', next: 'start'}, {regex: /.*/, token: 'comment'}]
    });
    CodeMirror.defineSimpleMode('cat', {
      start: [
        {regex: /\(\*/, token: 'comment', next: 'comment'},
        {regex: /"(?:[^\\"]|\\.)*"/, token: 'string'},
        {regex: /\b(?:let|rec|and|in|acyclic|irreflexive|empty|flag|as|include|show|when|total|containing)\b/, token: 'keyword'},
        {regex: /[;|&\\+*^~-]/, token: 'operator'}
      ],
      comment: [{regex: /.*?\*\)/, token: 'comment', next: 'start'}, {regex: /.*/, token: 'comment'}]
    });
    testEditor = CodeMirror.fromTextArea($('test-text'), {mode: 'litmus', lineNumbers: true, viewportMargin: Infinity});
    modelEditor = CodeMirror.fromTextArea($('model-text'), {mode: 'cat', lineNumbers: true, viewportMargin: Infinity});
    document.body.setAttribute('data-editor', 'codemirror');
  } else {
    document.body.setAttribute('data-editor', 'textarea');
  }
  function getText(which) {
    var ed = which === 'test' ? testEditor : modelEditor;
    return ed ? ed.getValue() : $(which + '-text').value;
  }
  function setText(which, text) {
    var ed = which === 'test' ? testEditor : modelEditor;
    if (ed) ed.setValue(text); else $(which + '-text').value = text;
  }
  function showTab(which) {
    $('pane-test').classList.toggle('hidden', which !== 'test');
    $('pane-model').classList.toggle('hidden', which !== 'model');
    $('tab-test').classList.toggle('active', which === 'test');
    $('tab-model').classList.toggle('active', which === 'model');
    if (which === 'test' && testEditor) testEditor.refresh();
    if (which === 'model' && modelEditor) modelEditor.refresh();
  }
  $('tab-test').addEventListener('click', function () { showTab('test'); });
  $('tab-model').addEventListener('click', function () { showTab('model'); });
  // The model editor starts from a built-in model's file: the picker's (or opencl).
  $('load-model').addEventListener('click', function () {
    var name = $('model').value || 'opencl';
    return fetch('/api/model/' + encodeURIComponent(name)).then(function (r) { return r.json(); }).then(function (m) {
      if (!m.text) return;
      setText('model', m.text);
      setStatus('The model editor holds ' + m.name + ': edit it, then Run (Clear uses the picker\'s model again).');
    });
  });
  $('clear-model').addEventListener('click', function () { setText('model', ''); });

  // ---- helpers ----
  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function post(path, body) {
    return fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)})
      .then(function (r) { return r.json(); });
  }
  function setStatus(text) { $('status').textContent = text; }
  function loopBound() {
    var n = parseInt($('unroll').value, 10);
    return n >= 1 && n <= 16 ? n : 2;
  }
  function request() {
    var model = $('model').value;
    return {test: getText('test'), model: model, modelText: getText('model'), unroll: loopBound()};
  }

  // ---- errors at their line ----
  var marked = [];
  function showErrors(errors) {
    var list = $('errors');
    clear(list);
    marked.forEach(function (m) { m.ed.removeLineClass(m.line, 'background', 'error-line'); });
    marked = [];
    (errors || []).forEach(function (e) {
      var where = e.where === 'model' ? 'model' : 'test';
      var li = el('li', where + (e.line ? ':' + e.line + ':' + e.col : '') + ': ' + e.message, 'error');
      li.setAttribute('data-line', e.line);
      list.appendChild(li);
      var ed = where === 'model' ? modelEditor : testEditor;
      if (ed && e.line > 0) {
        ed.addLineClass(e.line - 1, 'background', 'error-line');
        marked.push({ed: ed, line: e.line - 1});
        li.addEventListener('click', function () { showTab(where); ed.setCursor({line: e.line - 1, ch: Math.max(0, e.col - 1)}); ed.focus(); });
      }
    });
  }

  // ---- catalogue and models ----
  function loadCatalogue() {
    return fetch('/api/catalogue').then(function (r) { return r.json(); }).then(function (c) {
      var select = $('catalogue');
      c.lessons.forEach(function (lesson) {
        var group = document.createElement('optgroup');
        group.label = lesson.title;
        lesson.tests.forEach(function (t) {
          var o = el('option', state.predict ? t.neutral : t.name);
          o.value = t.name;
          o.setAttribute('data-name', t.name);
          o.setAttribute('data-neutral', t.neutral);
          group.appendChild(o);
        });
        select.appendChild(group);
      });
      var models = $('model');
      var auto = el('option', "the test's dialect's (opencl or ptx)");
      auto.value = '';
      models.appendChild(auto);
      c.models.forEach(function (m) { var o = el('option', m); o.value = m; models.appendChild(o); });
    });
  }
  function pickTest(name) {
    return fetch('/api/catalogue/' + encodeURIComponent(name)).then(function (r) { return r.json(); }).then(function (t) {
      if (!t.text) return;
      state.notes = t.notes || '';
      state.loaded = {text: t.text, withoutNotes: t.withoutNotes};
      setText('test', state.predict ? t.withoutNotes : t.text);
      resetResults();
      setStatus('Loaded ' + (state.predict ? t.neutral : name) + '. Edit it, then Run.');
    });
  }
  $('catalogue').addEventListener('change', function () { if (this.value) pickTest(this.value); });

  // ---- results ----
  function resetResults() {
    state.asked++;  // an execution asked for before is not shown when it comes
    state.result = null;
    state.revealed = false;
    ['predict', 'answer', 'stepper'].forEach(function (id) { $(id).classList.add('hidden'); });
    // Hidden is not enough: the last answer must not stay in the page while a new one is asked for.
    ['feedback', 'verdict', 'condition', 'notes', 'unknown-reason', 'counts'].forEach(function (id) { $(id).textContent = ''; });
    $('verdict').className = 'badge';
    clear($('states').querySelector('tbody'));
    showExecution(null);
    document.body.removeAttribute('data-role');
    document.body.setAttribute('data-phase', 'editing');
  }
  function run() {
    resetResults();
    showErrors([]);
    setStatus('Checking...');
    var checking = ++state.checking;  // only the latest Run's answer is shown
    return post('/api/check', request()).then(function (r) {
      if (checking !== state.checking) return;
      if (!r.ok) {
        showErrors(r.errors || [{message: r.request || 'refused'}]);
        setStatus('The ' + ((r.errors && r.errors[0] && r.errors[0].where) || 'request') + ' has errors.');
        document.body.setAttribute('data-phase', 'errors');
        return;
      }
      showErrors(r.warnings);
      state.result = r;
      // the relations drawn on request are the model's: another model starts without them
      var modelKey = r.model + '\n' + getText('model');
      if (modelKey !== state.drawModel) state.draw = [];
      state.drawModel = modelKey;
      // the number of final states is part of the answer (one state: forbidden or racy, often)
      setStatus(state.predict ? r.test + ' under ' + r.model + ': checked.'
                              : r.test + ' under ' + r.model + ': ' + r.states.length + ' final state' +
                                (r.states.length === 1 ? '.' : 's.'));
      if (state.predict && !state.revealed) askPrediction(r);
      else reveal(null);
    }).catch(function () { setStatus('The server did not answer.'); });
  }
  $('run').addEventListener('click', run);

  function askPrediction(r) {
    $('predict-question').textContent = r.condition
      ? 'Before you see the answer: under ' + r.model + ', is the condition ' + r.condition + ' allowed, forbidden, or racy?'
      : 'Before you see the answer: under ' + r.model + ', is this test allowed, forbidden, or racy?';
    $('predict').classList.remove('hidden');
    document.body.setAttribute('data-phase', 'predicting');
  }
  document.querySelectorAll('button.guess').forEach(function (b) {
    b.addEventListener('click', function () { reveal(b.getAttribute('data-guess')); });
  });

  function reveal(guess) {
    var r = state.result;
    state.revealed = true;
    $('predict').classList.add('hidden');
    $('feedback').textContent = guess === null ? '' :
      r.verdict === 'unknown' ? 'clmm cannot decide this test (see the reason below), so no guess is marked.' :
      (guess === r.verdict ? 'Right: ' : 'Not quite: you said ' + guess + '; ') + 'clmm says ' + r.verdict + '.';
    $('verdict').textContent = r.verdict;
    $('verdict').className = 'badge ' + r.verdict;
    $('condition').textContent = r.condition
      ? '(' + r.condition + ': ' + (r.conditionOk ? 'Ok' : 'No') + ', observed ' + r.observation + ')' +
        (r.forbiddingChecks.length ? ', forbidden by ' + r.forbiddingChecks.join(', ') : '')
      : '';
    $('unknown-reason').textContent = r.decided ? '' : 'Unknown: ' + r.unknownReason;
    // as CppMem's summary: how many candidates the model keeps (part of the answer)
    $('counts').textContent = r.decided ? r.consistent + ' consistent of ' + r.candidates + ' candidate executions' : '';
    $('notes').textContent = state.notes;
    $('notes').classList.toggle('hidden', !state.notes || !state.predict);
    var body = $('states').querySelector('tbody');
    clear(body);
    var choice = $('state-choice');
    clear(choice);
    var any = el('option', 'any state');
    any.value = '-1';
    choice.appendChild(any);
    r.states.forEach(function (s, i) {
      var tr = el('tr', null, s['class']);
      tr.appendChild(el('td', s.values));
      tr.appendChild(el('td', s['class']));
      tr.appendChild(el('td', s.satisfies ? 'satisfies the condition' : ''));
      tr.addEventListener('click', function () { choice.value = String(i); state.index = 0; step(); });
      body.appendChild(tr);
      var o = el('option', s.values + ' (' + s['class'] + ')');
      o.value = String(i);
      choice.appendChild(o);
    });
    $('answer').classList.remove('hidden');
    $('stepper').classList.remove('hidden');
    document.body.setAttribute('data-phase', 'revealed');
    state.index = 0;
    return step();
  }

  // ---- stepping through executions ----
  function step(findInconsistent) {
    var q = request();
    q.state = parseInt($('state-choice').value || '-1', 10);
    q.only = $('only').value;
    q.index = state.index;
    if (findInconsistent) q.find = 'inconsistent';
    q.draw = state.draw.slice();
    $('position').textContent = '...';
    var asked = ++state.asked;  // only the latest step's answer is shown (an earlier one may come later)
    return post('/api/execution', q).then(function (r) {
      if (asked !== state.asked) return;
      if (!r.ok) {
        $('position').textContent = r.request || 'refused';
        document.body.setAttribute('data-role', 'refused');
        return;
      }
      state.count = r.count;
      state.index = r.index;
      state.execution = r.execution || null;
      $('position').textContent = r.execution
        ? 'execution ' + (r.index + 1) + ' of ' + r.count + (r.capped ? '+' : '')
        : (findInconsistent ? 'no inconsistent candidate ends there' : 'no execution ends there');
      showExecution(r.execution);
    });
  }
  $('prev').addEventListener('click', function () { if (state.index > 0) { state.index--; step(); } });
  $('next').addEventListener('click', function () { if (state.index + 1 < state.count) { state.index++; step(); } });
  $('state-choice').addEventListener('change', function () { state.index = 0; step(); });
  $('only').addEventListener('change', function () { state.index = 0; step(); });
  $('to-failing').addEventListener('click', function () { $('only').value = 'candidate'; state.index = 0; step(true); });

  var relationNames = {sb: 'sb', rf: 'rf', mo: 'mo', shown: 'sw (shown)', order: 'hb', cycle: 'failing check\'s cycle', race: 'race'};
  function showExecution(x) {
    var picture = $('picture');
    clear(picture);
    clear($('relations'));
    clear($('more-relations'));
    clear($('drawn-pairs'));
    clear($('axioms').querySelector('tbody'));
    clear($('events').querySelector('tbody'));
    $('role').textContent = '';
    document.body.setAttribute('data-role', x ? x.role : 'none');
    if (!x) return;
    $('role').textContent = 'This execution ends in ' + x.state + ' and is ' + x.role + '.';
    if (x.svg) picture.innerHTML = x.svg;  // drawn by the server's Graphviz, checked there
    else picture.appendChild(el('p', 'Graphviz could not draw this execution.'));
    Object.keys(relationNames).forEach(function (rel) {
      if (!picture.querySelector('.rel_' + rel + ', .also_' + rel)) return;
      var label = el('label', null, 'sw-' + rel);
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('data-rel', rel);
      if (state.hidden[rel] === undefined) state.hidden[rel] = rel === 'order';
      box.checked = !state.hidden[rel];
      box.addEventListener('change', function () { state.hidden[rel] = !box.checked; applyRelations(); });
      label.appendChild(box);
      label.appendChild(document.createTextNode(' ' + relationNames[rel]));
      $('relations').appendChild(label);
    });
    applyRelations();
    showRelationChooser(x);
    var axioms = $('axioms').querySelector('tbody');
    x.axioms.checks.forEach(function (c) {
      var tr = el('tr', null, c.value === 'fails' ? 'fails' : '');
      tr.appendChild(el('td', c.name + ' (' + c.kind + ')'));
      tr.appendChild(el('td', c.value));
      tr.appendChild(el('td', c.why || ''));
      axioms.appendChild(tr);
    });
    x.axioms.flags.forEach(function (f) {
      var tr = el('tr', null, f.raised ? 'raised' : '');
      tr.appendChild(el('td', f.name + ' (flag)'));
      tr.appendChild(el('td', f.raised ? 'raised' : 'not raised'));
      var why = [];
      (f.races || []).forEach(function (r) { why.push('race: ' + r.first + ' vs ' + r.second); why = why.concat(r.reasons || []); });
      (f.lines || []).forEach(function (l) { why.push(l); });
      if (f.why) why.push(f.why);
      tr.appendChild(el('td', why.join('\n')));
      axioms.appendChild(tr);
    });
    var events = $('events').querySelector('tbody');
    x.events.forEach(function (e) {
      var tr = el('tr');
      [e.letter, e.workItem, e.workGroup, e.device, e.line || '', e.summary].forEach(function (v) { tr.appendChild(el('td', v)); });
      events.appendChild(tr);
    });
  }
  // Every relation of the model and every primitive one, drawn on request (the picture is drawn
  // again with it); the pairs of those drawn are listed under the picture.
  function showRelationChooser(x) {
    var more = $('more-relations');
    [['model', "the model's relations"], ['primitive', 'primitive relations']].forEach(function (group) {
      var rels = (x.relations || []).filter(function (r) { return r.source === group[0]; });
      if (!rels.length) return;
      var box = el('div', null, 'chooser');
      box.appendChild(el('span', group[1] + ':', 'chooser-title'));
      rels.forEach(function (r) {
        var label = el('label', null, 'more-rel');
        label.title = r.words;
        var input = document.createElement('input');
        input.type = 'checkbox';
        input.setAttribute('data-draw', r.name);
        input.checked = state.draw.indexOf(r.name) >= 0;
        input.addEventListener('change', function () {
          if (input.checked && state.draw.indexOf(r.name) < 0) state.draw.push(r.name);
          if (!input.checked) state.draw = state.draw.filter(function (n) { return n !== r.name; });
          step();
        });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + r.name + ' (' + r.count + ')'));
        box.appendChild(label);
      });
      more.appendChild(box);
    });
    var list = $('drawn-pairs');
    (x.drawn || []).forEach(function (name, i) {
      var r = (x.relations || []).filter(function (q) { return q.name === name; })[0];
      if (!r) return;
      var pairs = r.pairs.map(function (p) { return p[0] + ' \u2192 ' + p[1]; }).join(', ');
      var li = el('li', name + ': ' + (pairs || 'no pairs') + ' \u2014 ' + r.words, 'drawn-' + i);
      li.setAttribute('data-rel', name);
      list.appendChild(li);
    });
    document.body.setAttribute('data-drawn', (x.drawn || []).join(' '));
  }
  function applyRelations() {
    var picture = $('picture');
    var on = [];
    Object.keys(relationNames).forEach(function (rel) {
      picture.classList.toggle('hide-' + rel, !!state.hidden[rel]);
      if (picture.querySelector('.rel_' + rel) && !state.hidden[rel]) on.push(rel);
    });
    document.body.setAttribute('data-relations-shown', on.join(' '));
  }

  // ---- export ----
  function download(name, type, text) {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], {type: type}));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }
  $('export-svg').addEventListener('click', function () {
    var svg = $('picture').querySelector('svg');
    if (!svg) return;
    // the picture as shown: the relations the student switched off are left out of the file
    var copy = svg.cloneNode(true);
    Object.keys(state.hidden).forEach(function (rel) {
      if (state.hidden[rel]) copy.querySelectorAll('.rel_' + rel).forEach(function (n) { n.remove(); });
    });
    download('execution.svg', 'image/svg+xml', new XMLSerializer().serializeToString(copy));
  });
  $('export-dot').addEventListener('click', function () {
    if (state.execution) download('execution.dot', 'text/vnd.graphviz', state.execution.dot);
  });

  // ---- permalinks: #test=BASE64URL&model=NAME[&modelText=BASE64URL] ----
  function toBase64Url(text) {
    var bytes = new TextEncoder().encode(text), bin = '';
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64Url(text) {
    var bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }
  function permalink() {
    var q = request();
    var hash = 'test=' + toBase64Url(q.test) + '&model=' + encodeURIComponent(q.model);
    if (q.modelText) hash += '&modelText=' + toBase64Url(q.modelText);
    if (q.unroll !== 2) hash += '&unroll=' + q.unroll;
    // a permalink made in predict mode asks the student too
    var url = location.origin + location.pathname + (state.predict ? '?predict=1' : '') + '#' + hash;
    $('permalink-url').value = url;
    return url;
  }
  $('permalink').addEventListener('click', function () { permalink(); $('permalink-url').select(); });
  function openPermalink() {
    var hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    if (!hash.get('test')) return false;
    try {
      setText('test', fromBase64Url(hash.get('test')));
      if (hash.get('modelText')) setText('model', fromBase64Url(hash.get('modelText')));
    } catch (e) {
      setStatus('This permalink is damaged: its test could not be read.');
      return false;
    }
    $('model').value = hash.get('model') || '';
    $('unroll').value = String(parseInt(hash.get('unroll') || '2', 10) || 2);
    return true;
  }

  // ---- predict mode ----
  $('predict-mode').checked = state.predict;
  $('predict-mode').addEventListener('change', function () {
    state.predict = this.checked;
    document.body.setAttribute('data-predict', state.predict ? 'on' : 'off');
    document.querySelectorAll('#catalogue option[data-name]').forEach(function (o) {
      o.textContent = o.getAttribute(state.predict ? 'data-neutral' : 'data-name');
    });
    // a catalogue test loaded before, unedited, loses its notes (they state the answer)
    if (state.predict && state.loaded && getText('test') === state.loaded.text) {
      setText('test', state.loaded.withoutNotes);
      resetResults();
    }
    if (state.result && state.predict && !state.revealed) askPrediction(state.result);
  });
  document.body.setAttribute('data-predict', state.predict ? 'on' : 'off');

  loadCatalogue().then(function () {
    if (!new URLSearchParams(location.hash.replace(/^#/, '')).get('test'))
      setStatus('Pick a test from the catalogue, or write one, then Run.');
    else if (openPermalink()) run();
    document.body.setAttribute('data-ready', 'yes');
  });
  window.addEventListener('hashchange', function () { if (openPermalink()) run(); });
})();
