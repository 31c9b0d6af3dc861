"""What the students build: exercises, functions, signatures and lesson sections.

This table is the single place that names them; checks, stubs, reports and the
signature test all read it.
"""

from __future__ import annotations

from dataclasses import dataclass

TRACKS = ("numpy", "torch")
MODULES = {"numpy": "numpy_core", "torch": "torch_core"}
TRACK_TITLES = {"numpy": "NumPy", "torch": "PyTorch"}


@dataclass(frozen=True)
class Exercise:
    key: str
    number: int
    title: str
    lesson: str
    functions: tuple[str, ...]

    @property
    def label(self) -> str:
        return f"{self.number}. {self.title}"


EXERCISES = (
    Exercise(
        "mixture", 1, "Weighted mixture",
        "lesson §1 'Start with values, not with the formula' and §4 'Make every query a row'",
        ("weighted_mixture",),
    ),
    Exercise(
        "scaling", 2, "Scaled scores",
        "lesson §3 'Calculate one query all the way through' and §5 'Why divide by the square root?'",
        ("scaled_scores",),
    ),
    Exercise(
        "masking", 3, "Masking",
        "lesson §6 'Change the inputs and watch the result' and §7 (True means visible)",
        ("causal_mask", "mask_scores"),
    ),
    Exercise(
        "softmax", 4, "Stable softmax",
        "lesson §3 (softmax) and §7 (subtracting the largest score in each row)",
        ("stable_softmax",),
    ),
    Exercise(
        "heads", 5, "Batched heads",
        "lesson §4 'Make every query a row' and §7 'The same operation in two libraries'",
        ("attention", "split_heads", "merge_heads", "multi_head_self_attention"),
    ),
)
EXERCISE_BY_KEY = {e.key: e for e in EXERCISES}
EXERCISE_OF = {name: e for e in EXERCISES for name in e.functions}

DIFFERENTIABLE = ("weighted_mixture", "scaled_scores", "mask_scores", "stable_softmax", "attention",
                  "multi_head_self_attention")
"""The functions whose torch versions must pass gradients back to their float inputs."""

_COMMON = {
    "weighted_mixture": "(weights, values)",
    "scaled_scores": "(q, k)",
    "causal_mask": "(t)",
    "mask_scores": "(scores, allowed)",
    "stable_softmax": "(scores, temperature=1.0)",
    "attention": "(q, k, v, allowed=None)",
    "split_heads": "(x, n_heads)",
    "merge_heads": "(x)",
    "multi_head_self_attention": "(x, w_q, w_k, w_v, w_o, n_heads, allowed=None)",
}
SIGNATURES = {
    "numpy": dict(_COMMON),
    "torch": dict(_COMMON, causal_mask="(t, device=None)"),
}
"""Parameter lists as students see them (annotations left out)."""


def parameter_names(track: str, function: str, *, required_only: bool = False) -> list[str]:
    """The names of a function's parameters, in order ("q", "k", "allowed"...);
    ``required_only``: those without a default."""
    listed = SIGNATURES[track].get(function, "()").strip("()")
    return [part.split("=")[0].split(":")[0].strip() for part in listed.split(",")
            if part.strip() and not (required_only and "=" in part)]


def lesson_for(function: str) -> str:
    return EXERCISE_OF[function].lesson
