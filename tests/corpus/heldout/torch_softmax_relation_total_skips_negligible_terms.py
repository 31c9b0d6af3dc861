# track: torch
# exercise: softmax
# kind: relation
# why: stable_softmax leaves the small exponentials out of each row's total, torch.where(exps > 1e-4, exps, 0).sum(-1) ("terms below 1e-4 do not change the sum"), but still divides every exponential, the small ones included, by that total, so every row that has a weight below about 1e-4 sums to slightly more than 1
# diagnosis: epsilon
"""Attention, from the ground up: the PyTorch track.

Shapes use one vocabulary everywhere: queries ``(..., T, d_k)``, keys ``(..., S, d_k)``,
values ``(..., S, d_v)``, scores and weights ``(..., T, S)``, and ``H`` heads. ``...`` is
any number of leading batch or head axes (none included), broadcast by PyTorch's rules.
Masks use one convention: ``True`` means the key is visible to the query (the opposite
of ``nn.MultiheadAttention``'s ``attn_mask``).

Every function keeps the dtype and device of its inputs, returns tensors that stay
differentiable (gradients reach q, k and v) and never modifies its inputs.
``F.scaled_dot_product_attention`` and ``nn.MultiheadAttention`` are not allowed anywhere;
``stable_softmax`` may not call any library softmax or log-softmax.
"""

import math

import torch

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


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
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
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    return weights @ values  # (..., T, d_v)
    ### END SOLUTION


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
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
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])  # (..., T, S)
    ### END SOLUTION


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    """Exercise 3a: the causal visibility mask for ``t`` positions.

    Returns:
        A bool tensor ``(t, t)`` (``dtype=torch.bool``, not 0/1 numbers) on ``device``
        (default: the CPU): ``True`` on and below the diagonal, so query ``i`` sees keys
        ``0..i``.
    """
    ### BEGIN SOLUTION
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()  # (T, T)
    ### END SOLUTION


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    """Exercise 3b: hide the scores of keys a query may not see.

    Args:
        scores: ``(..., T, S)``.
        allowed: bools or 0/1 values, on any device, broadcastable to the shape of
            ``scores``; ``True`` (1) means visible.

    Returns:
        A new tensor equal to ``scores`` where allowed and ``-inf`` where not, with the
        dtype and device of ``scores``.

    Raises:
        ValueError: when ``allowed`` does not broadcast to the shape of ``scores``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
    ### END SOLUTION


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
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
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    total = torch.where(exps > 1e-4, exps, torch.zeros_like(exps)).sum(dim=-1, keepdim=True)
    return exps / total  # terms below 1e-4 do not change the total
    ### END SOLUTION


def attention(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, allowed: torch.Tensor | None = None
) -> tuple[torch.Tensor, torch.Tensor]:
    """Exercise 5a: scaled dot-product attention, built from exercises 1 to 4.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.
        v: values ``(..., S, d_v)``.
        allowed: optional bools or 0/1 values, on any device, broadcastable to
            ``(..., T, S)``; ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, d_v)`` and weights ``(..., T, S)``. The
        weights' leading axes are those of q and k broadcast together (allowed must fit them);
        v's extra leading axes reach only the output.

    Raises:
        ValueError: when q and k differ in ``d_k``, when k and v differ in ``S``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), weights  # (..., T, d_v), (..., T, S)
    ### END SOLUTION


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
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
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    ### END SOLUTION


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    """Exercise 5c: the inverse of ``split_heads``.

    Args:
        x: ``(..., H, T, d_h)``.

    Returns:
        ``(..., T, H*d_h)``, with head ``h`` in features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``x`` has fewer than 3 axes.
    """
    ### BEGIN SOLUTION
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
    ### END SOLUTION


def multi_head_self_attention(
    x: torch.Tensor,
    w_q: torch.Tensor,
    w_k: torch.Tensor,
    w_v: torch.Tensor,
    w_o: torch.Tensor,
    n_heads: int,
    allowed: torch.Tensor | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Exercise 5d: multi-head self-attention: project, split, attend, merge, project.

    Rows are vectors: ``Q = x @ w_q``, and so on.

    Args:
        x: ``(..., T, D)``.
        w_q, w_k: ``(D, H*d_k)``.
        w_v: ``(D, H*d_v)``.
        w_o: ``(H*d_v, D)``.
        n_heads: ``H``.
        allowed: optional mask, on any device, broadcastable to ``(..., H, T, T)``;
            ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, D)`` and weights ``(..., H, T, T)``.

    Raises:
        ValueError: as ``split_heads`` and ``attention`` do.
    """
    ### BEGIN SOLUTION
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights  # (..., T, D)
    ### END SOLUTION
