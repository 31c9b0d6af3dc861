"""The shell every kit page shares: escaping, the base style, embedded data, the document.

Pages (``report.html``, the class dashboard ``index.html``, the explore page) open from the
file system with no network: inline CSS and script, nothing fetched. Text that may come
from a submission goes through :func:`escape`; data a page's script reads goes through
:func:`json_script`, which cannot close its ``<script>`` element early.
"""

from __future__ import annotations

import html
import json
from typing import Any

MAX_TEXT = 4000
"""Characters kept of one piece of text (a reason, an example)."""


def escape(value: str, limit: int = MAX_TEXT) -> str:
    """``value`` escaped for HTML (attributes included), cut to ``limit`` characters."""
    cut = value if len(value) <= limit else value[:limit] + f"... ({len(value) - limit} more characters)"
    return html.escape(cut, quote=True)


def json_script(data: Any, element_id: str) -> str:
    """``data`` as a ``<script type="application/json">`` element a page's script reads with
    ``JSON.parse``; every ``<``, ``>`` and ``&`` is written as a JSON escape, so no string in
    the data (a hostile folder name, say) can end the element or start markup."""
    text = json.dumps(data, separators=(",", ":"), allow_nan=False)
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/json" id="{escape(element_id)}">{text}</script>'


BASE_CSS = """
:root { --fail: #c62828; --pass: #2e7d32; --part: #ef6c00; --muted: #5f6368; --line: #dadce0; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #202124;
       max-width: 1100px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 1.6em; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 1.2em; margin: 32px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 1em; margin: 0 0 6px; overflow-wrap: anywhere; }
.score { font-size: 1.25em; margin: 0 0 16px; }
.score b { font-size: 1.3em; }
table.points { border-collapse: collapse; margin: 8px 0; }
table.points th, table.points td { border: 1px solid var(--line); padding: 4px 12px; text-align: right; }
table.points th:first-child, table.points td:first-child { text-align: left; }
table.points thead th { background: #f1f3f4; }
td.full { background: #e6f4ea; } td.part { background: #fef3e0; } td.none { background: #fce8e6; }
td.void { background: #fce8e6; text-decoration: line-through; }
tr.total td { font-weight: 600; }
.cause { border-left: 4px solid var(--part); background: #fff8e1; padding: 8px 12px; margin: 10px 0; }
.cause ul { margin: 4px 0; }
article.check { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 4px;
                padding: 10px 14px; margin: 12px 0; }
article.check.hidden-check { border-left-color: var(--muted); }
article.check.todo { border-left-color: var(--part); }
.badge { display: inline-block; font-size: 0.78em; font-weight: 600; padding: 0 6px; border-radius: 3px;
         color: #fff; background: var(--fail); margin-right: 4px; vertical-align: 1px; }
.badge.hidden { background: var(--muted); } .badge.todo { background: var(--part); }
.badge.pass { background: var(--pass); }
.pts { color: var(--muted); font-weight: normal; }
pre { background: #f6f8fa; border: 1px solid #eaecef; border-radius: 4px; padding: 8px 10px; margin: 6px 0;
      white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.hint b, .lesson b { font-weight: 600; }
.muted, .note { color: var(--muted); }
.note { font-size: 0.9em; margin: 4px 0; }
figure.heatmaps { margin: 10px 0 4px; }
figcaption { font-size: 0.88em; color: var(--muted); margin-top: 4px; }
.panels { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
.panel-name { font-size: 0.85em; font-weight: 600; margin-bottom: 2px; }
svg.heat { max-width: 100%; height: auto; display: block; }
svg.heat .axis { font: 9px sans-serif; fill: var(--muted); text-anchor: middle; }
svg.heat .v { font: 9px ui-monospace, monospace; text-anchor: middle; pointer-events: none; }
svg.heat rect { stroke: #fff; stroke-width: 0.5; }
svg.heat rect.mark { fill: none; stroke: #e6007e; stroke-width: 3; pointer-events: none; }
svg.heat g.slice { display: none; } svg.heat g.slice.on { display: inline; }
.stepper { margin: 4px 0 8px; font-size: 0.9em; }
.stepper button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 4px;
                  background: #f8f9fa; cursor: pointer; }
.stepper button:hover { background: #e8eaed; }
.where { display: inline-block; min-width: 18em; text-align: center; }
.swatch { display: inline-block; width: 10px; height: 10px; border: 1px solid #999; vertical-align: -1px; }
details.passing summary { cursor: pointer; font-weight: 600; }
details.passing ul { columns: 2; margin: 6px 0; }
pre.run { font-size: 11px; color: var(--muted); }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  .stepper button { display: none; }
  article.check, .cause, figure { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
"""
"""The style of every page: type, tables, cards, badges, heatmap panels, print rules."""


def document(title: str, body: str, *, css: str = "", script: str = "") -> str:
    """A whole page: ``body`` (already escaped HTML), the base style plus ``css``, and the
    page's own ``script`` at the end."""
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{BASE_CSS}{css}</style>\n</head>\n<body>\n{body}\n"
            f"<script>{script}</script>\n</body>\n</html>\n")
