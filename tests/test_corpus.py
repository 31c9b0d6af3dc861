"""The corpus itself: enough entries, each with a complete header."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from corpus_harness import ENTRIES, EXERCISES, MODULES, in_run
from helpers import ROOT

from grader.judging.diagnoses import DIAGNOSES, GENERIC


def test_corpus_headers_are_complete():
    assert len([e for e in ENTRIES if e[0] == "wrong"]) >= 60
    assert len([e for e in ENTRIES if e[0] == "right"]) >= 15
    for kind, path, header in ENTRIES:
        assert header.get("track") in MODULES, f"{path.name}: '# track: numpy|torch' missing"
        exercises = {"all"} if kind == "adversarial" else EXERCISES
        assert header.get("exercise") in exercises, f"{path.name}: '# exercise: ...' missing or unknown"
        if kind == "adversarial":
            assert header.get("earns"), f"{path.name}: '# earns: N' (its points in grading) missing"
        assert header.get("why"), f"{path.name}: '# why: ...' missing"
    stems = [path.stem for _, path, _ in ENTRIES]  # the report builds every entry into one folder, by name
    assert len(stems) == len(set(stems)), sorted({s for s in stems if stems.count(s) > 1})


def test_corpus_diagnosis_keys_are_keys_the_engine_gives():
    for _, path, header in ENTRIES:
        for key in filter(None, (k.strip() for k in header.get("diagnosis", "").split(","))):
            assert key in DIAGNOSES or key in GENERIC or key.split(":", 1)[0] in GENERIC, f"{path.name}: unknown key {key!r}"
    # at least 40 (set 61's five writers found only 38, and the floor was 36 while it was held out; set 62's
    # four found 42, two left out because their grade depends on the machine having CUDA; set 63's four found 41;
    # set 64's four found 44; set 65's four found 40; set 66's four found 55; set 67's four found 61, one left out because its grade depends on the machine having CUDA; set 68's four found 62, two left out: a DLPack round trip, and an import of the other track's module, whose grade may depend on how the kit runs the modules; set 69's four found 69, three left out because they import sympy; set 70's four found 55, three left out because their grades may depend on NumPy's or torch's version; set 71's four found 72; set 72's four found 74; set 73's four found 79; set 74's four found 42, most ideas already taken; set 75's four, each given one track's part of the exercises and a list of public sources no set had used, found 56; set 76's four found 56; set 77's four found 55; set 78's four found 56)
    assert len([e for e in ENTRIES if e[0] == "heldout"]) >= 40
    misses = [path.name for kind, path, header in ENTRIES if kind == "wrong" and "miss" in header]
    assert len(misses) <= 166, f"more known misses than before ({len(misses)}): {misses}"  # a ratchet: lower it (set 2, folded in, brought 3; set 3 brought 1; set 5 brought 8; set 6 brought 3, and 5 left; set 7 brought 12; set 8 brought 14; set 9 brought 4; set 10 brought 9; set 11 brought 13; set 12 brought 2, and 3 left; set 13 brought 6; set 14 brought 1; set 15 brought 6, and 1 left; set 17 brought 8; set 18's tuning named 1 more, and set 18 brought 14; set 19's tuning named 2 more, and set 19 brought 2; set 20's tuning named 7 more; set 21 brought 1, and its tuning named 2 more; set 22 brought 3, and its tuning named 3 more; set 23 brought 4; set 24 brought 8; set 25 brought 13; set 26 brought 14; set 27 brought 9, and its tuning named 2 more; set 28 brought 4; set 29's tuning named 5 more and ruled out 1 wrong lead as no lead, and set 29 brought 2; set 30 brought 3; set 31's tuning named 3 more; set 33's tuning named 2 more, and set 33 brought none; set 34 brought 2; set 35's tuning named 2 more, and set 35 brought 3; set 36's tuning named 6 more, and set 36 brought none; set 37's tuning named 2 more, and 3 older misses lead with keys added since; set 37 brought 1; set 38's tuning named 27 more: knock-ons graded alone now probe the root's checks; set 39 brought 7; set 40 brought 1; set 41 brought 2; set 42 brought 3; set 43 brought none, and its tuning named 1 more; set 44 brought none; set 45 brought none; set 46 brought none, and its tuning named 1 more; set 47 brought 4, and its tuning named 1 of them; set 48 brought 1, and its tuning named 1 older miss; set 49 brought 1, and a scale kept between calls named 1 older miss; set 50 brought none, and a flipped axis named 1 older miss; set 51 brought none, and its tuning named 1 older miss; set 52 brought none; set 53 brought none, and its tuning named 2 older misses: cosine scores and a trapezoid over the keys; set 54 brought 2, and its tuning named 1 of them; set 55 brought 3; set 56 brought 4, and its tuning named 2 of its heads misses and 1 older one: an interleaved split inside the projections; set 57 brought 4; set 58 brought 1: cosine scores per head; a half precision ruled out where the code names none, a known mistake's very answer let through by a loose tolerance, and ten headers widened to leads added since named 12 older misses; exact rules replayed on every wrong case (a rounding, one-hot rows, a repeated first row, a clamp, a power of the scores) named 2 more; set 59's tuning named 3 of its 4 misses and 1 is a widened header; set 60 brought 2, and its tuning named 1 older miss: a clip into the values' range; heads stacked last, read as interleaved features, widened like set 59's; set 61 brought none, and its tuning named all 38; the calls a check had sent ahead of a raise, now read, named 1 older miss (a fused projection cut in thirds) and cost 1 (a fused chunk that is right where d_k = 2 and d_v = 1); set 62 brought 6: approximations no relation replays (Nystromformer's landmarks, I-BERT's integer exp, elu + 1 weights, CrypTen's limit exp, keys pooled inside the heads), after its tuning named 11 of its 17 misses and wrong leads; set 63 brought 1 (Schraudolph's bit-trick exp), after its tuning named 5 of its 6 misses and wrong leads: a range that includes its end, value rows made unit vectors, expand's -1 for an axis the mask lacks, and 3 headers widened; set 64 brought 1 (Cog attention's signed weights), after its tuning named 7 of its 8 misses and wrong leads: a helper's bmm of flattened axes no longer read as a fixed number of axes, an integer mask inverted and used as an index, a tutorial's (values, keys, query) signature, attention's weights an increasing function of the scores, and 3 headers widened or whys corrected; a bias by distance named the self-check's one; set 65 brought 6 (a global query, the full OV matrix twice, Funnel's pooled queries, one projection for q, k and v, a squared ReLU of scores over S), after its tuning named 4 of its 10 misses and wrong leads: a row softmax renormalised over the queries, a loop over axis 0 with a step, axes rotated by movedim (permuted before the leading-axes pattern on a tie), a header widened; a cut short ruled out by a case cut otherwise; set 66 brought 7 (a diagonal of -inf that only crashes, twice; a cap outnumbered by 0/0; CoaT's factorised attention; a float8 cache; Point Transformer's subtraction; XCiT's norm over the tokens on one-feature cases), after its tuning named 10 of its 17 misses and wrong leads: hard attention's argmax, rotary embeddings, a norm over the positions, Based's Taylor weights, a cap read from the weights, Slot Attention's softmax over the queries, a scale of 1/S, a trend through 0 at d_k = 1, a mixture inside attention read from its right weights, a bmm( in a comment, and 4 headers widened; set 67 brought 8 (APPNP's teleport and sum_to_size, which crash where T != S; a ratio of 2 lost in float32's cancellation; Efficient Attention, Hopfield's retrieved queries and its layer-normed patterns, RWKV's token shift; DINO's centring, whose NaN outnumbers its shift per key), after its tuning named 10 of its 18 misses and wrong leads: an integer mask as an index, activated logits and sigsoftmax, a decay with distance, a transposed softmax that rejects a hidden key, ReLU'd values, a dual softmax, an epsilon before a row's sum, 5 headers widened; set 68 brought 4 (FLatten's focused map, DIFF Transformer's 0.8, BitNet's ternary projections, Informer's merge inside the projections), after its tuning named 12 of its 16 misses in grading (9 of them wrong leads): products paired in reverse (np.convolve, an FFT), a clipped softmax, a mask tiled per head, as_strided with an array's own layout, 9 headers widened; set 69 brought 11 (selective attention twice, MiniCPM's depth scale, a fixed head count of 8, Pattention, word2vec's exp table, Hydra's kernel, float8 weights, Imagen's null key, complex pairs, adaptive span's ramp), after its tuning named 5 of its 16 misses in grading (5 of them wrong leads): a 0/1 mask overwritten in place, reshape(copy=False), cosine weights, repeat with no axis, a top-k; a split by shape ruled out where the code keeps nothing, 1 header widened; set 70 brought none, after its tuning named all 8 of its misses and wrong leads: a normaliser clamped at 1 (xLSTM), a reduction below the line that raised, a guard's NotImplementedError, a mask passed on unchanged and rejected inside, 1 header widened; set 71 brought 3 (Twicing attention's 2A - A@A, Mamba-2's decay mask, Flash-Decoding's equal-weight merge), after its tuning named 13 of its 16 misses in grading (13 of them wrong leads or evidence): a head width passed as the head count, NaN bounds that multiply nothing, a decorator that returns None, int8-quantised and clamped inputs, an unbound name beside a .T, row totals tiled along the keys, a biased sigmoid, torch._check_value, 4 headers widened; set 72 brought 4 (QKNorm's length gain twice, projections all made from w_v, AlphaFold's gate of sigmoid(1)), after its tuning named 16 of its 20 misses in grading (12 of them wrong leads): a crash on most cases over the fold of the others, an empty unpack or reduction no axis count, a loop that returns after its first row, -inf stored in a bool bias, a scaled residual, NaN at the hidden keys before a mask pattern, the caller at fault where the inner function passes its checks, a name bound again at module level, 6 headers widened; set 73 brought 4 (diffusers' sliced heads, Abnar's rollout identity on one-query cases, Transformer-XL's rel_shift, CaiT's LayerScale), after its tuning named 13 of its 17 misses and wrong leads in grading: a list default extended on every call, a default other than the contract's, Python's own sum(x, -1), keys cut to their first head, a sink key shown, one term added S times, a fill made like the bool mask, a loop that returns after its first batch entry before the leading-axes pattern, 9 headers widened; set 74 brought none, after its tuning named its 2 misses and its 2 wrong leads in the self-check: one head's share of the output alone, a second item of another shape that is no reduction, a row check that reads another axis after the axis slip, a reordered one-hot row that tells nothing, 1 header widened; set 75's tuning named 1 older miss (Schraudolph's exponential: a logit ratio ruled out by a row no factor gives) and widened 4 older headers to reshaped-sizes, the merge's sizes unpacked in the wrong order; set 76 brought 2 (scores built (S, T) by matmul's axes=, which its own weighted_mixture rejects; Katharopoulos' linear attention in grading); set 77 brought none, after its tuning named all 55 in grading, after its tuning named 5 of its 6 wrong leads: a mask of one row for every query, a polynomial of the expected values, an array never read)


def test_heldout_kit_prepares_a_blind_writers_workspace(tmp_path: Path):
    """tests/heldout_kit.py, as the corpus README tells a maintainer to run it: a frozen
    clone of the kit, the brief for the set asked for (every placeholder filled in), the keys,
    the corpus's whys and names, and the points script the writer may run."""
    tips = tmp_path / "tips.md"
    tips.write_text("- a tip from the last writer\n", encoding="utf-8")
    run = subprocess.run([sys.executable, str(ROOT / "tests" / "heldout_kit.py"), str(tmp_path / "w"), "--set", "99",
                          "--tips", str(tips)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    folder = tmp_path / "w"
    brief = (folder / "BRIEF.md").read_text(encoding="utf-8")
    assert "set 99" in brief and "- a tip from the last writer" in brief and sys.executable in brief
    assert not any(p in brief for p in ("{set}", "{python}", "{repo}", "{tips}"))
    assert (folder / "kit" / "grader").is_dir() and (folder / "entries").is_dir()
    assert (folder / "points.py").read_text(encoding="utf-8") == (ROOT / "tests" / "heldout_points.py").read_text(
        encoding="utf-8")
    names = (folder / "names.txt").read_text(encoding="utf-8").split()
    assert len(names) == len(ENTRIES)
    repeat = folder / "entries" / f"{names[0]}.py"  # a name the corpus holds: refused before any grading
    repeat.write_text("# track: numpy\n", encoding="utf-8")
    said = subprocess.run([sys.executable, str(folder / "points.py"), str(repeat)], capture_output=True, text=True,
                          cwd=folder, timeout=60)
    assert "NAME TAKEN" in said.stdout, said.stdout + said.stderr
    keys = (folder / "keys.txt").read_text(encoding="utf-8").splitlines()
    assert len(keys) == len(DIAGNOSES) + len(GENERIC)


ALL_RUN = "ATTNKIT_CORPUS=all python -m pytest -n auto --dist loadscope"
"""The full run with every corpus entry, as CONTRIBUTING.md shows it."""


def _collected(corpus: str | None) -> tuple[int, set[str], str]:
    """The exit code, the corpus entries (kind/name) and the output of a collection of the
    corpus test modules with ``ATTNKIT_CORPUS`` set to ``corpus`` (None: unset)."""
    env = {k: v for k, v in os.environ.items() if k != "ATTNKIT_CORPUS"}
    if corpus is not None:
        env["ATTNKIT_CORPUS"] = corpus
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                          "tests/test_corpus_numpy.py", "tests/test_corpus_torch.py"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
    ids = {line.split("[", 1)[1].rstrip("]") for line in run.stdout.splitlines() if "::test_corpus_entry[" in line}
    return run.returncode, ids, run.stdout + run.stderr


@pytest.mark.slow
def test_the_plain_run_grades_a_fixed_sample_and_the_full_run_every_entry():
    """The plain test command (CI's) grades every right/, adversarial/ and heldout/ entry and
    half of wrong/, chosen by name; ALL_RUN (its environment, as documented) grades
    them all; an unknown value says what it expected."""
    everything = {f"{kind}/{path.stem}" for kind, path, _ in ENTRIES}
    sample = {f"{kind}/{path.stem}" for kind, path, _ in ENTRIES if in_run(kind, path, "sample")}
    name, value = shlex.split(ALL_RUN)[0].split("=", 1)
    assert name == "ATTNKIT_CORPUS"
    code, ids, output = _collected(value)
    assert code == 0 and ids == everything, output[-2000:]
    code, ids, output = _collected(None)
    assert code == 0 and ids == sample, output[-2000:]
    assert {i for i in everything if not i.startswith("wrong/")} <= sample  # only wrong/ is sampled
    wrong = [i for i in everything if i.startswith("wrong/")]
    assert 0.45 < len([i for i in wrong if i not in sample]) / len(wrong) < 0.55  # about half left out
    code, ids, output = _collected("everything")
    assert code != 0 and not ids and "expected one of sample, all" in output, output[-2000:]
