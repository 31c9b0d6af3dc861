# track: torch
# exercise: softmax
# kind: rules
# why: stable_softmax exponentiates element by element with Tensor.apply_(math.exp) and, because apply_ refuses a tensor that requires grad ("Use var.detach().apply_() instead"), follows the error message and calls it on (scaled - row_max).detach(); the weights are right, but they are built from a detached copy, so no gradient reaches the scores through stable_softmax (nor q and k through attention)
# diagnosis: no-gradient

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
    # apply_ refuses tensors that require grad; its message says to detach first
    exps = (scaled - row_max.detach()).detach().apply_(math.exp)
    return exps / exps.sum(dim=-1, keepdim=True)
