"""The docs stay honest: every command they tell people to type is run by CI or a test,
the README stays short, its install text tells the truth, and its links lead somewhere."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
SETUP = ['python -m pip install "torch==2.13.0" -e ".[dev]"', "attnkit check"]
FULL_RUN = "python -m pytest -n auto --dist loadscope"
CPU_INDEX = "https://download.pytorch.org/whl/cpu"

_FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def _docs() -> list[Path]:
    pages = [README, ROOT / "CONTRIBUTING.md", ROOT / "benchmarks" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    return [page for page in pages if page.exists()]


def _sh_blocks(page: Path) -> list[tuple[int, list[str]]]:
    """(line number of the fence, commands) for each ```sh block; comment lines are not commands."""
    text = page.read_text(encoding="utf-8")
    blocks = []
    for match in _FENCE.finditer(text):
        if match.group(1) == "sh":
            lines = [line.strip() for line in match.group(2).splitlines()]
            blocks.append((text.count("\n", 0, match.start()) + 1, [c for c in lines if c and not c.startswith("#")]))
    return blocks


def _run_somewhere() -> tuple[set[str], list[tuple[Path, str]]]:
    """The lines of .ci/run, and the text of every test module but this one (which names the commands)."""
    ci = {line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()}
    tests = [(p, p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests").glob("*.py")) if p.name != Path(__file__).name]
    return ci, tests


def test_the_readme_is_short():
    lines = len(README.read_text(encoding="utf-8").splitlines())
    assert lines <= 110, f"README.md has {lines} lines (at most 110): move detail into docs/ and link to it"


def test_the_docs_show_commands_in_sh_blocks():
    """Guards the next test: a page whose commands moved out of ```sh blocks would be checked for nothing."""
    pages = {page.relative_to(ROOT).as_posix(): _sh_blocks(page) for page in _docs()}
    for required in ("README.md", "CONTRIBUTING.md", "docs/instructors.md"):
        assert pages.get(required), f"{required} shows no ```sh block: its commands would go unchecked"


@pytest.mark.parametrize("page", _docs(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_command_in_an_sh_block_is_run_by_ci_or_a_test(page):
    ci, tests = _run_somewhere()
    missing = []
    for line, commands in _sh_blocks(page):
        for command in commands:
            if command not in ci and not any(command in text for _, text in tests):
                missing.append(f"  {page.relative_to(ROOT)}, block at line {line}: {command}")
    assert not missing, (
        "commands shown in ```sh blocks that neither .ci/run (as a whole line) nor any tests/*.py runs:\n"
        + "\n".join(missing)
        + "\nRun each in .ci/run or a test, or, if it is only an illustration, show it in a ```text block."
    )


def test_the_readme_install_block_is_the_two_setup_commands():
    blocks = _sh_blocks(README)
    assert blocks, "README.md has no ```sh block"
    first = blocks[0][1]
    assert first == SETUP, (
        f"README.md's first ```sh block should be exactly the two set-up commands {SETUP}, got {first}"
    )


def test_the_readme_install_command_puts_the_pinned_torch_before_the_kit():
    words = shlex.split(_sh_blocks(README)[0][1][0])
    assert words[:4] == ["python", "-m", "pip", "install"], f"not a pip install: {words}"
    torch = [i for i, w in enumerate(words) if re.fullmatch(r"torch(\[.*\])?[=<>~!].*|torch", w)]
    assert [words[i] for i in torch] == ["torch==2.13.0"], f"the install command should pin torch==2.13.0 once: {words}"
    kit = [i for i, w in enumerate(words) if w.startswith(".")]
    assert kit and words[kit[0] - 1] == "-e", (
        f"the install command should install the kit editable (-e .[dev]): {words}"
    )
    assert torch[0] < kit[0], f"torch should come before the kit in the same pip command: {words}"


def test_the_readme_says_where_the_cuda_build_comes_from_and_how_to_avoid_it():
    text = README.read_text(encoding="utf-8")
    block = _FENCE.search(text)
    assert block is not None and block.group(1) == "sh"
    after = text[block.end() :]
    near = after[: after.find("```")]  # the prose between the install block and the next block
    for needed in ("Linux", "CUDA", "PyPI"):
        assert needed in near, (
            f"the text after README.md's install block should say that on Linux, torch from PyPI is the CUDA build "
            f"(it never says {needed!r})"
        )
    spans = re.findall(r"`([^`]+)`", near.replace("\n", " "))
    cpu_way = [s for s in spans if CPU_INDEX in s]
    assert cpu_way, f"the text after the install block should give the CPU-only install as inline code with {CPU_INDEX}"
    words = shlex.split(cpu_way[0])
    assert words[:4] == ["python", "-m", "pip", "install"] and "torch==2.13.0" in words, (
        f"the CPU-only command should be a pip install of the same torch==2.13.0: {cpu_way[0]}"
    )
    index = words[words.index("--index-url") + 1] if "--index-url" in words[:-1] else None
    assert index == CPU_INDEX, f"the CPU-only command should install from --index-url {CPU_INDEX}: {cpu_way[0]}"
    assert not any(CPU_INDEX in c for _, block in _sh_blocks(README) for c in block), (
        "the CPU-only install belongs in the prose, not in a ```sh block (CI cannot reach the index)"
    )


def test_ci_runs_the_readme_setup_commands_in_order_before_the_tests():
    shown = [c for _, block in _sh_blocks(README) for c in block]
    assert FULL_RUN in shown, f"README.md should show the full test run {FULL_RUN!r} in a ```sh block"
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    positions = [ci.index(c) if c in ci else -1 for c in [*SETUP, FULL_RUN]]
    assert -1 not in positions and positions == sorted(positions), (
        f".ci/run should run {SETUP} and then {FULL_RUN!r}, in that order, each as a line of its own"
    )


@pytest.mark.parametrize("page", [*_docs(), ROOT / "CHANGELOG.md"], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_links_between_the_docs_lead_to_files(page):
    broken = []
    for target in _LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        if not (page.parent / target.split("#")[0]).resolve().exists():
            broken.append(target)
    assert not broken, f"{page.relative_to(ROOT)} links to files that do not exist: {broken}"


def test_the_readme_links_every_docs_page():
    links = {(ROOT / t.split("#")[0]).resolve() for t in _LINK.findall(README.read_text(encoding="utf-8"))}
    wanted = [ROOT / "docs" / name for name in ("students.md", "instructors.md", "security.md", "design.md")]
    wanted += [
        *(ROOT / "docs").glob("*.md"),
        ROOT / "CONTRIBUTING.md",
        ROOT / "benchmarks" / "README.md",
        ROOT / "CHANGELOG.md",
    ]
    unlinked = sorted({p.relative_to(ROOT).as_posix() for p in wanted if p.resolve() not in links})
    assert not unlinked, f"README.md's 'Where to go next' should link {unlinked}"


def test_the_students_page_is_the_release_readme():
    """docs/students.md is the students' README template rendered for the kit: the release
    writes the same text (``python -m grader stubs`` rewrites the page)."""
    from grader.instructor import student_readme
    from grader.running.plugin import collect_points

    public, hidden = collect_points()
    page = ROOT / student_readme.KIT_PAGE
    assert page.read_text(encoding="utf-8") == student_readme.render(public, sum(hidden.values())), (
        f"{page.relative_to(ROOT)} is out of date with grader/instructor/student_readme.py; run `python -m grader stubs`"
    )
