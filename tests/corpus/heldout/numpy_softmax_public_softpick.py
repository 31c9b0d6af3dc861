# track: numpy
# exercise: softmax
# kind: public
# why: stable_softmax is ported from Softpick (Zuhri et al. 2025, the rectified softmax of the softpick-attention repository): relu(exp(x - m) - exp(-m)) / (sum |exp(x - m) - exp(-m)| + 1e-6) over each row, i.e. relu(e^x - 1) / sum |e^x - 1|; it is built to let rows sum to less than 1 and to give every key with a score <= 0 weight exactly 0, so its weights are not exp(scores) over their row sum (and large negative row maxima overflow exp(-m))
# diagnosis: sparse-weights
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
    ### BEGIN SOLUTION
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {weights.shape} and {values.shape}"
        )
    return weights @ values  # (..., T, d_v)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])  # (..., T, S)
    ### END SOLUTION


def causal_mask(t: int) -> np.ndarray:
    """Exercise 3a: the causal visibility mask for ``t`` positions.

    Returns:
        A bool array ``(t, t)`` (``dtype=bool``, not 0/1 numbers): ``True`` on and below
        the diagonal, so query ``i`` sees keys ``0..i``.
    """
    ### BEGIN SOLUTION
    return np.tril(np.ones((t, t), dtype=bool))  # (T, T)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # Softpick: relu(e^x - 1) / sum(|e^x - 1|), stabilised by the row maximum
    shifted = np.exp(scaled - row_max) - np.exp(-row_max)
    return np.maximum(shifted, 0) / (np.abs(shifted).sum(axis=-1, keepdims=True) + 1e-6)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), weights  # (..., T, d_v), (..., T, S)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    ### END SOLUTION


def merge_heads(x: np.ndarray) -> np.ndarray:
    """Exercise 5c: the inverse of ``split_heads``.

    Args:
        x: ``(..., H, T, d_h)``.

    Returns:
        ``(..., T, H*d_h)``, with head ``h`` in features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``x`` has fewer than 3 axes.
    """
    ### BEGIN SOLUTION
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
    ### END SOLUTION


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
    ### BEGIN SOLUTION
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights  # (..., T, D)
    ### END SOLUTION
