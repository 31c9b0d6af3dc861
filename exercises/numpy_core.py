"""Attention, from the ground up: the NumPy track.

Shapes use one vocabulary everywhere: queries ``(..., T, d_k)``, keys ``(..., S, d_k)``,
values ``(..., S, d_v)``, scores and weights ``(..., T, S)``, and ``H`` heads. ``...`` is
any number of leading batch or head axes (none included), broadcast by NumPy's rules.
Masks use one convention: ``True`` means the key is visible to the query.

Every function keeps the floating dtype of its inputs (float32 in, float32 out), returns
``np.ndarray`` and never modifies its inputs. Careful: under NumPy 2,
``float32_array / np.sqrt(d)`` is float64, while ``float32_array / math.sqrt(d)`` stays
float32.
"""

from __future__ import annotations

import math

import numpy as np

__all__ = [
    "attention",
    "causal_mask",
    "mask_scores",
    "merge_heads",
    "multi_head_self_attention",
    "scaled_scores",
    "split_heads",
    "stable_softmax",
    "weighted_mixture",
]


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Exercise 1: mix the value vectors with the given weights.

    Args:
        weights: ``(..., T, S)``, one weight per query and source key. Used as given:
            not checked or renormalised, so any real numbers are mixed.
        values: ``(..., S, d_v)``, one value vector per source key.

    Returns:
        ``(..., T, d_v)``: row ``t`` is ``sum_s weights[..., t, s] * values[..., s, :]``.

    Raises:
        ValueError: when either input has fewer than 2 axes, or their S axes differ.
    """
    raise NotImplementedError("weighted_mixture: write this function; see lesson §1 'Start with values, not with the formula' and §4 'Make every query a row'.")


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Exercise 2: compatibility scores ``q kᵀ / sqrt(d_k)``.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.

    Returns:
        Scores ``(..., T, S)``, in the floating dtype of the inputs.

    Raises:
        ValueError: when the feature widths ``d_k`` of q and k differ.
    """
    raise NotImplementedError("scaled_scores: write this function; see lesson §3 'Calculate one query all the way through' and §5 'Why divide by the square root?'.")


def causal_mask(t: int) -> np.ndarray:
    """Exercise 3a: the causal visibility mask for ``t`` positions.

    Returns:
        A bool array ``(t, t)`` (``dtype=bool``, not 0/1 numbers): ``True`` on and below
        the diagonal, so query ``i`` sees keys ``0..i``.
    """
    raise NotImplementedError("causal_mask: write this function; see lesson §6 'Change the inputs and watch the result' and §7 (True means visible).")


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    """Exercise 3b: hide the scores of keys a query may not see.

    Args:
        scores: ``(..., T, S)``.
        allowed: bools or 0/1 values, broadcastable to the shape of ``scores``;
            ``True`` (1) means visible.

    Returns:
        A new array equal to ``scores`` where allowed and ``-inf`` where not, with the
        dtype of ``scores``.

    Raises:
        ValueError: when ``allowed`` does not broadcast to the shape of ``scores``, or
            when a query row has no visible key.
    """
    raise NotImplementedError("mask_scores: write this function; see lesson §6 'Change the inputs and watch the result' and §7 (True means visible).")


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Exercise 4: numerically stable softmax over the last axis of ``scores / temperature``.

    No library softmax or log-softmax may be used here. Scores as large as ``1e4`` in
    float32 or float64 must not overflow, give NaN or warn; ``-inf`` entries get weight
    exactly 0.

    Args:
        scores: ``(..., T, S)``; may contain ``-inf``.
        temperature: a positive finite number.

    Returns:
        Weights ``(..., T, S)`` in the dtype of ``scores``; each row sums to 1.

    Raises:
        ValueError: when ``temperature`` is not a positive finite number, or when a row
            is entirely ``-inf``.
    """
    raise NotImplementedError("stable_softmax: write this function; see lesson §3 (softmax) and §7 (subtracting the largest score in each row).")


def attention(
    q: np.ndarray, k: np.ndarray, v: np.ndarray, allowed: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Exercise 5a: scaled dot-product attention, built from exercises 1 to 4.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.
        v: values ``(..., S, d_v)``.
        allowed: optional bools or 0/1 values broadcastable to ``(..., T, S)``;
            ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, d_v)`` and weights ``(..., T, S)``. The
        weights' leading axes are those of q and k broadcast together (allowed must fit them);
        v's extra leading axes reach only the output.

    Raises:
        ValueError: when q and k differ in ``d_k``, when k and v differ in ``S``, or
            when a query row has no visible key.
    """
    raise NotImplementedError("attention: write this function; see lesson §4 'Make every query a row' and §7 'The same operation in two libraries'.")


def split_heads(x: np.ndarray, n_heads: int) -> np.ndarray:
    """Exercise 5b: split the feature axis into heads.

    Args:
        x: ``(..., T, H*d_h)``.
        n_heads: ``H``, a positive integer that divides the width.

    Returns:
        ``(..., H, T, d_h)``; head ``h`` holds features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``n_heads < 1`` or it does not divide the width.
    """
    raise NotImplementedError("split_heads: write this function; see lesson §4 'Make every query a row' and §7 'The same operation in two libraries'.")


def merge_heads(x: np.ndarray) -> np.ndarray:
    """Exercise 5c: the inverse of ``split_heads``.

    Args:
        x: ``(..., H, T, d_h)``.

    Returns:
        ``(..., T, H*d_h)``, with head ``h`` in features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``x`` has fewer than 3 axes.
    """
    raise NotImplementedError("merge_heads: write this function; see lesson §4 'Make every query a row' and §7 'The same operation in two libraries'.")


def multi_head_self_attention(
    x: np.ndarray,
    w_q: np.ndarray,
    w_k: np.ndarray,
    w_v: np.ndarray,
    w_o: np.ndarray,
    n_heads: int,
    allowed: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Exercise 5d: multi-head self-attention: project, split, attend, merge, project.

    Rows are vectors: ``Q = x @ w_q``, and so on.

    Args:
        x: ``(..., T, D)``.
        w_q, w_k: ``(D, H*d_k)``.
        w_v: ``(D, H*d_v)``.
        w_o: ``(H*d_v, D)``.
        n_heads: ``H``.
        allowed: optional mask broadcastable to ``(..., H, T, T)``; ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, D)`` and weights ``(..., H, T, T)``.

    Raises:
        ValueError: as ``split_heads`` and ``attention`` do.
    """
    raise NotImplementedError("multi_head_self_attention: write this function; see lesson §4 'Make every query a row' and §7 'The same operation in two libraries'.")
