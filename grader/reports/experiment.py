"""The lesson's experiment (§6) as a page section: the student's weights and outputs beside
the reference's, under the lesson's controls, and the lesson's claims checked live.

The data comes from ``grader.running.experiment.experiment_data`` (every query, every
temperature of the grid, the causal mask off and on, already computed in the sandbox);
the page's script only looks values up and compares them, so moving a control shows the
stored values and nothing runs. :func:`section` goes into ``report.html``; :func:`page`
is what ``attnkit explore`` writes.
"""

from __future__ import annotations

import json
from typing import Any

from grader.reports.page import document, escape, json_script

CLAIMS = (
    ("worked-example", "§3 by hand: q = [1, 0] against the three keys k1, k2, k3 gives weights of about"
     " [0.4011, 0.1978, 0.4011] and the output [1.2033, 0.7967]. The smallest score still gets weight.", None),
    ("first-query-causal", "With the causal mask, the first query sees only itself: its weight is 1 and its"
     " output is its own value, [1, 0], at every temperature.", {"query": 0, "causal": True}),
    ("masked-stays-zero", "No temperature brings a masked source back: every weight the causal mask hides is 0"
     " at every temperature.", {"query": 2, "causal": True, "t": -1}),
    ("temperature-sharpens", "Lower temperature sharpens, higher flattens: without the mask, each query's largest"
     " weight never grows as the temperature rises, and is larger at 0.25 than at 4.", {"query": 3, "causal": False, "t": 0}),
    ("rows-sum-to-one", "Every row of weights is nonnegative and sums to 1 (a convex combination of the values).", None),
)
"""(key, what the lesson says, the controls that show it) for each live check on the page;
``t`` indexes the temperatures, from the end when negative."""

_CSS = """
section.experiment { margin-top: 28px; }
.controls { display: flex; flex-wrap: wrap; gap: 10px 26px; align-items: center; margin: 10px 0 12px;
            padding: 8px 12px; background: #f8f9fa; border: 1px solid var(--line); border-radius: 4px; }
.controls fieldset { border: 0; padding: 0; margin: 0; display: inline-flex; gap: 4px; align-items: center; }
.controls legend { float: left; margin-right: 6px; font-weight: 600; }
.controls label { cursor: pointer; }
.controls input[type=range] { width: 220px; vertical-align: middle; }
table.mix { border-collapse: collapse; margin: 6px 0; font-variant-numeric: tabular-nums; }
table.mix th, table.mix td { border: 1px solid var(--line); padding: 3px 10px; text-align: right; min-width: 6.5em; }
table.mix th:first-child { text-align: left; background: #f1f3f4; }
table.mix td.masked { color: var(--muted); background: repeating-linear-gradient(45deg, #fafafa, #fafafa 4px, #eee 4px, #eee 8px); }
table.mix td.differs, span.differs { outline: 2px solid #e6007e; outline-offset: -2px; background: #fde7f1; }
table.mix td.from-reference { font-style: italic; color: var(--muted); }
.bar { height: 6px; background: #3b528b; margin-top: 2px; }
.bar.ref { background: #9aa0a6; }
ul.claims { list-style: none; padding-left: 0; }
ul.claims li { margin: 6px 0; padding: 6px 10px; border-left: 4px solid var(--line); background: #fafafa; }
ul.claims li.fails { border-left-color: var(--fail); } ul.claims li.holds { border-left-color: var(--pass); }
.verdict { display: inline-block; margin-right: 10px; font-size: 0.92em; }
.verdict.yes { color: var(--pass); } .verdict.no { color: var(--fail); font-weight: 600; } .verdict.na { color: var(--muted); }
ul.steps li.broken { color: var(--fail); }
.matrices { display: flex; flex-wrap: wrap; gap: 24px; margin: 8px 0; }
table.matrix { border-collapse: collapse; font: 12px ui-monospace, monospace; }
table.matrix td { width: 52px; height: 30px; text-align: center; border: 1px solid #fff; }
table.matrix th { font-weight: normal; color: var(--muted); padding: 0 4px; }
table.matrix tr.current td { border-top: 2px solid #202124; border-bottom: 2px solid #202124; }
table.matrix td.differs { outline: 2px solid #e6007e; outline-offset: -3px; }
table.matrix.from-reference td { opacity: 0.3; }
.standin { color: var(--fail); }
"""

_SCRIPT = r"""
(function () {
  var holder = document.getElementById('experiment-data');
  if (!holder) { return; }
  var data = JSON.parse(holder.textContent);
  var box = document.getElementById('experiment');
  var tracks = Object.keys(data.tracks);
  var state = {track: tracks.length ? tracks[0] : null, query: 0, t: (data.temperatures.length - 1) / 2, causal: false};
  function num(v) { return v === 'nan' ? NaN : v === 'inf' ? Infinity : v === '-inf' ? -Infinity : v; }
  function fmt(v) {
    v = num(v);
    if (typeof v === 'boolean') { return v ? 'True' : 'False'; }
    if (isNaN(v)) { return 'NaN'; }
    if (v === Infinity) { return '\u221e'; }
    if (v === -Infinity) { return '\u2212\u221e'; }
    return (v !== 0 && Math.abs(v) < 1e-4) ? v.toExponential(2) : v.toFixed(4);
  }
  function differs(a, b) {
    a = num(a); b = num(b);
    if (a === b || (isNaN(a) && isNaN(b))) { return false; }
    if (!isFinite(a) || !isFinite(b)) { return true; }
    return Math.abs(a - b) > 1e-6 + 1e-6 * Math.abs(b);
  }
  var STOPS = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
  function shade(v) {
    if (!isFinite(v)) { return '#ff00ff'; }
    var t = Math.max(0, Math.min(1, v)) * (STOPS.length - 1), i = Math.min(Math.floor(t), STOPS.length - 2), f = t - i;
    var c = STOPS[i].map(function (a, k) { return Math.round(a + (STOPS[i + 1][k] - a) * f); });
    return 'rgb(' + c.join(',') + ')';
  }
  function mine() { return state.track ? data.tracks[state.track] : null; }
  function keyOf(kind) {
    var c = state.causal ? 'on' : 'off';
    if (kind === 'scores') { return state.causal ? 'masked' : 'scores'; }
    return kind + '/' + c + '/' + state.t;
  }
  function put(field, value, other, key) {
    var cell = box.querySelector('[data-field="' + field + '"]');
    if (!cell) { return; }
    cell.querySelector('.num').textContent = fmt(value);
    var bar = cell.querySelector('.bar');
    if (bar) { var w = num(value); bar.style.width = (isFinite(w) ? Math.max(0, Math.min(1, w)) * 100 : 0) + '%'; }
    cell.classList.toggle('differs', other !== undefined && differs(value, other));
    var you = mine();
    cell.classList.toggle('from-reference', !!(key && you && field.indexOf('yours') >= 0 && you.reference_used.indexOf(key) >= 0));
  }
  function render() {
    var q = state.query, you = mine(), ref = data.reference;
    var mask = ref.mask;
    box.querySelector('.t-value').textContent = data.temperatures[state.t].toFixed(3).replace(/\.?0+$/, '');
    ['scores', 'weights'].forEach(function (kind) {
      var key = keyOf(kind), r = ref[key][q], y = you ? you.values[key][q] : null;
      for (var j = 0; j < r.length; j++) {
        put(kind + '-ref-' + j, r[j], undefined, null);
        if (y) { put(kind + '-yours-' + j, y[j], r[j], key); }
        var hidden = state.causal && !mask[q][j];
        box.querySelectorAll('[data-source="' + j + '"]').forEach(function (td) { td.classList.toggle('masked', hidden); });
      }
    });
    var okey = keyOf('outputs'), ro = ref[okey][q], yo = you ? you.values[okey][q] : null;
    for (var d = 0; d < ro.length; d++) {
      put('output-ref-' + d, ro[d], undefined, null);
      if (yo) { put('output-yours-' + d, yo[d], ro[d], okey); }
    }
    var c = state.causal ? 'on' : 'off';
    ['output', 'weights'].forEach(function (part) {
      var key = 'attention/' + c + '/' + part, r = ref[key][q], y = you ? you.values[key][q] : null;
      for (var j = 0; j < r.length; j++) {
        put('attention-' + part + '-ref-' + j, r[j], undefined, null);
        if (y) { put('attention-' + part + '-yours-' + j, y[j], r[j], key); }
      }
    });
    var failures = you ? you.failures : {};
    box.querySelectorAll('ul.steps li').forEach(function (li) {
      var why = failures[li.dataset.step];
      li.classList.toggle('broken', !!why);
      li.querySelector('.why').textContent = why ? why : 'ran on every input of the experiment';
    });
    var wkey = keyOf('weights');
    box.querySelectorAll('table.matrix').forEach(function (table) {
      var source = table.dataset.matrix === 'yours' ? (you ? you.values : null) : ref;
      if (!source) { return; }
      var standin = table.dataset.matrix === 'yours' && you.reference_used.indexOf(wkey) >= 0;
      table.classList.toggle('from-reference', standin);
      var note = table.parentNode.querySelector('.standin');
      if (note) { note.textContent = standin ? ' (your functions failed here: these are the reference\'s)' : ''; }
      table.querySelectorAll('tr[data-q]').forEach(function (tr) {
        var row = Number(tr.dataset.q);
        tr.classList.toggle('current', row === q);
        tr.querySelectorAll('td').forEach(function (td, j) {
          var v = num(source[wkey][row][j]), r = ref[wkey][row][j];
          td.textContent = fmt(v).replace(/(\.\d\d)\d\d$/, '$1');
          td.style.background = shade(v);
          td.style.color = isFinite(v) && v > 0.55 ? '#000' : '#fff';
          td.classList.toggle('differs', table.dataset.matrix === 'yours' && differs(v, r));
        });
      });
    });
    box.querySelectorAll('input[name="query"]').forEach(function (r) { r.checked = Number(r.value) === q; });
    box.querySelector('#causal').checked = state.causal;
    box.querySelector('#temperature').value = state.t;
    judge();
  }
  var T = data.temperatures.length, Q = data.queries.length;
  function claimKeys(name) {
    var keys = [];
    for (var t = 0; t < T; t++) {
      if (name === 'first-query-causal') { keys.push('weights/on/' + t, 'outputs/on/' + t); }
      if (name === 'masked-stays-zero') { keys.push('weights/on/' + t); }
      if (name === 'temperature-sharpens') { keys.push('weights/off/' + t); }
      if (name === 'rows-sum-to-one') { keys.push('weights/on/' + t, 'weights/off/' + t); }
    }
    if (name === 'worked-example') { keys.push('example/weights', 'example/output'); }
    return keys;
  }
  function near(a, b, tol) { a = num(a); return isFinite(a) && Math.abs(a - b) <= tol; }
  function test(name, v) {
    var t, q, j;
    if (name === 'worked-example') {
      var w = v['example/weights'][0], o = v['example/output'][0], want = [0.4011, 0.1978, 0.4011];
      for (j = 0; j < 3; j++) { if (!near(w[j], want[j], 6e-5)) { return 'weight ' + (j + 1) + ' is ' + fmt(w[j]) + ', not ' + want[j]; } }
      if (!near(o[0], 1.2033, 6e-5) || !near(o[1], 0.7967, 6e-5)) { return 'the output is [' + fmt(o[0]) + ', ' + fmt(o[1]) + ']'; }
      return '';
    }
    for (t = 0; t < T; t++) {
      var temp = data.temperatures[t].toFixed(3).replace(/\.?0+$/, '');
      if (name === 'first-query-causal') {
        var row = v['weights/on/' + t][0], out = v['outputs/on/' + t][0];
        if (!near(row[0], 1, 1e-9)) { return 'at temperature ' + temp + ' its weight on itself is ' + fmt(row[0]); }
        if (!near(out[0], 1, 1e-9) || !near(out[1], 0, 1e-9)) { return 'at temperature ' + temp + ' its output is [' + fmt(out[0]) + ', ' + fmt(out[1]) + ']'; }
      }
      for (q = 0; q < Q; q++) {
        if (name === 'masked-stays-zero') {
          for (j = q + 1; j < Q; j++) {
            if (!near(v['weights/on/' + t][q][j], 0, 1e-12)) { return 'query ' + (q + 1) + ' at temperature ' + temp + ' gives masked source ' + (j + 1) + ' weight ' + fmt(v['weights/on/' + t][q][j]); }
          }
        }
        if (name === 'temperature-sharpens' && t + 1 < T) {
          var a = Math.max.apply(null, v['weights/off/' + t][q].map(num)), b = Math.max.apply(null, v['weights/off/' + (t + 1)][q].map(num));
          if (!(b <= a + 1e-12)) { return 'query ' + (q + 1) + ': the largest weight grows from ' + fmt(a) + ' to ' + fmt(b) + ' as the temperature rises to ' + data.temperatures[t + 1].toFixed(3).replace(/\.?0+$/, ''); }
        }
        if (name === 'rows-sum-to-one') {
          var cs = ['off', 'on'];
          for (var k = 0; k < 2; k++) {
            var ws = v['weights/' + cs[k] + '/' + t][q].map(num), s = 0;
            for (j = 0; j < ws.length; j++) { if (!(ws[j] >= 0)) { return 'query ' + (q + 1) + ' at temperature ' + temp + ' has weight ' + fmt(ws[j]); } s += ws[j]; }
            if (!(Math.abs(s - 1) <= 1e-9)) { return 'query ' + (q + 1) + ' at temperature ' + temp + (k ? ' with' : ' without') + ' the mask sums to ' + fmt(s); }
          }
        }
      }
    }
    if (name === 'temperature-sharpens') {
      for (q = 0; q < Q; q++) {
        var lo = Math.max.apply(null, v['weights/off/0'][q].map(num)), hi = Math.max.apply(null, v['weights/off/' + (T - 1)][q].map(num));
        if (!(lo > hi)) { return 'query ' + (q + 1) + ': its largest weight is ' + fmt(lo) + ' at 0.25 and ' + fmt(hi) + ' at 4'; }
      }
    }
    return '';
  }
  function verdict(span, name, values, used) {
    var stood = used && claimKeys(name).some(function (k) { return used.indexOf(k) >= 0; });
    var why = stood ? null : test(name, values);
    span.className = 'verdict ' + (stood ? 'na' : why ? 'no' : 'yes');
    span.textContent = span.dataset.label + ': ' + (stood ? 'not tested (a function failed, so the reference stood in)' : why ? 'fails: ' + why : 'holds');
    return stood ? null : !why;
  }
  var judged = false;
  function judge() {
    if (judged && state.judgedTrack === state.track) { return; }
    judged = true; state.judgedTrack = state.track;
    box.querySelectorAll('ul.claims li').forEach(function (li) {
      var name = li.dataset.claim, you = mine();
      verdict(li.querySelector('[data-who="reference"]'), name, data.reference, null);
      var mineSpan = li.querySelector('[data-who="yours"]');
      if (mineSpan) {
        var ok = verdict(mineSpan, name, you.values, you.reference_used);
        li.classList.toggle('fails', ok === false); li.classList.toggle('holds', ok === true);
      }
    });
  }
  box.querySelectorAll('input[name="query"]').forEach(function (r) {
    r.addEventListener('change', function () { state.query = Number(r.value); render(); });
  });
  box.querySelectorAll('input[name="track"]').forEach(function (r) {
    r.addEventListener('change', function () { state.track = r.value; render(); });
  });
  box.querySelector('#temperature').addEventListener('input', function (ev) { state.t = Number(ev.target.value); render(); });
  box.querySelector('#causal').addEventListener('change', function (ev) { state.causal = ev.target.checked; render(); });
  box.querySelectorAll('button[data-show]').forEach(function (b) {
    b.addEventListener('click', function () {
      var s = JSON.parse(b.dataset.show);
      if ('query' in s) { state.query = s.query; }
      if ('causal' in s) { state.causal = s.causal; }
      if ('t' in s) { state.t = s.t < 0 ? data.temperatures.length + s.t : s.t; }
      render();
    });
  });
  render();
})();
"""


def _cells(field: str, count: int, *, bar: str | None = None, source: bool = True) -> str:
    """``count`` cells the script fills (``data-field="<field>-<j>"``), with a weight bar of
    class ``bar`` when given; ``source`` cells are greyed where the mask hides position j."""
    out = []
    for j in range(count):
        where = f' data-source="{j}"' if source else ""
        drawn = f'<div class="{bar}"></div>' if bar else ""
        out.append(f'<td data-field="{field}-{j}"{where}><span class="num"></span>{drawn}</td>')
    return "".join(out)


def section(data: dict[str, Any]) -> str:
    """The experiment's section (an element with the id ``experiment``, its data and controls)."""
    tracks = data["tracks"]
    sources = len(data["keys"])
    width = len(data["values"][0])
    yours = bool(tracks)
    title = "The lesson's experiment with your functions" if yours else "The lesson's experiment (the reference)"
    head = "".join(f"<th>{j + 1}</th>" for j in range(sources))
    vec = "".join(f'<td data-source="{j}">[{", ".join(f"{x:g}" for x in data["keys"][j])}]</td>' for j in range(sources))
    val = "".join(f'<td data-source="{j}">[{", ".join(f"{x:g}" for x in data["values"][j])}]</td>' for j in range(sources))
    rows = [f"<tr><th>source position</th>{head}</tr>", f"<tr><th>key</th>{vec}</tr>", f"<tr><th>value</th>{val}</tr>"]
    for kind, label in (("scores", "scaled score"), ("weights", "weight")):
        if yours:
            rows.append(f"<tr><th>{label}, yours</th>{_cells(f'{kind}-yours', sources, bar='bar' if kind == 'weights' else None)}</tr>")
        rows.append(f"<tr><th>{label}, reference</th>{_cells(f'{kind}-ref', sources, bar='bar ref' if kind == 'weights' else None)}</tr>")
    dims = "".join(f"<th>feature {d + 1}</th>" for d in range(width))
    outputs = [f"<tr><th>output</th>{dims}</tr>"]
    if yours:
        outputs.append(f"<tr><th>yours</th>{_cells('output-yours', width, source=False)}</tr>")
    outputs.append(f"<tr><th>reference</th>{_cells('output-ref', width, source=False)}</tr>")
    attention = [f"<tr><th>attention()</th>{dims}{head}</tr>"]
    for who, label in ((("yours", "yours"),) if yours else ()) + (("ref", "reference"),):
        attention.append(f"<tr><th>{label}</th>{_cells(f'attention-output-{who}', width, source=False)}"
                         f"{_cells(f'attention-weights-{who}', sources)}</tr>")
    track_radios = ""
    if len(tracks) > 1:
        track_radios = ('<fieldset><legend>Track</legend>' + "".join(
            f'<label><input type="radio" name="track" value="{escape(t)}"{" checked" if i == 0 else ""}>'
            f' {escape(tracks[t]["title"])}</label>' for i, t in enumerate(tracks)) + "</fieldset>")
    queries = "".join(f'<label><input type="radio" name="query" value="{q}"{" checked" if q == 0 else ""}> {q + 1}</label>'
                      for q in range(len(data["queries"])))
    middle = (len(data["temperatures"]) - 1) // 2
    controls = (f'<div class="controls">{track_radios}<fieldset><legend>Query</legend>{queries}</fieldset>'
                f'<label>Temperature <input type="range" id="temperature" min="0" max="{len(data["temperatures"]) - 1}"'
                f' step="1" value="{middle}"> <b class="t-value"></b></label>'
                '<label><input type="checkbox" id="causal"> causal mask (hide later positions)</label></div>')
    matrices = []
    for who, label in ((("yours", "Your weights"),) if yours else ()) + (("reference", "The reference's weights"),):
        body = "".join(f'<tr data-q="{q}"><th>query {q + 1}</th>' + "<td></td>" * sources + "</tr>"
                       for q in range(len(data["queries"])))
        matrices.append(f'<figure><figcaption>{label}: queries (rows) over sources (columns)'
                        '<span class="standin"></span></figcaption>'
                        f'<table class="matrix" data-matrix="{who}"><tr><th></th>{head}</tr>{body}</table></figure>')
    steps = ""
    if yours:
        items = "".join(f'<li data-step="{escape(s)}"><code>{escape(s)}</code>: <span class="why"></span></li>'
                        for s in data["steps"])
        steps = ('<p>Your functions, each called in the sandbox on every input of the experiment. Where one fails,'
                 " the reference's value stands in for that step (shown in italics) and the steps after it go"
                 f' on with it.</p><ul class="steps">{items}</ul>')
    claims = []
    for key, text, show in CLAIMS:
        button = (f' <button type="button" data-show="{escape(json.dumps(show))}">show me</button>' if show else "")
        who = ('<span class="verdict" data-who="yours" data-label="yours"></span>' if yours else "")
        claims.append(f'<li data-claim="{key}"><div>{escape(text)}{button}</div>{who}'
                      '<span class="verdict" data-who="reference" data-label="reference"></span></li>')
    intro = ("Four positions: the keys and values of lesson §1 and §3 and a fourth pair; each position is also a"
             " query. Pick a query, move the temperature (the scores are divided by it before the softmax) and"
             " switch the causal mask on. Every value was computed beforehand for every setting; cells where"
             " yours differ from the reference are outlined.")
    return (f'<section class="experiment" id="experiment"><h2>{title}</h2><p>{intro}</p>{steps}{controls}'
            f'<div class="matrices">{"".join(matrices)}</div>'
            f'<table class="mix">{"".join(rows)}</table>'
            f'<table class="mix output">{"".join(outputs)}</table>'
            '<p class="note">attention(q, k, v, allowed) on the same inputs (temperature 1; the mask as set above):</p>'
            f'<table class="mix attention">{"".join(attention)}</table>'
            f'<h3>The lesson\'s claims, checked on every stored setting</h3><ul class="claims">{"".join(claims)}</ul>'
            f"{json_script(data, 'experiment-data')}</section>")


CSS = _CSS
"""The section's style, for pages that hold it (the report adds it to its own)."""
SCRIPT = _SCRIPT
"""The section's script: reads the data element, wires the controls, checks the claims."""


def page(data: dict[str, Any], *, name: str, header: str) -> str:
    """The whole explore page of one folder (or of the reference alone)."""
    who = f"for {escape(name, 300)}" if data["tracks"] else "(no submission: the reference)"
    body = (f"<h1>attnkit explore {who}</h1>{section(data)}"
            f'<h2>How this was run</h2><pre class="run">{escape(header)}</pre>')
    return document(f"attnkit explore: {name}", body, css=_CSS, script=_SCRIPT)
