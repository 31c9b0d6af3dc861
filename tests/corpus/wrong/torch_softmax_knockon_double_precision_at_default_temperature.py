# track: torch
# exercise: softmax
# kind: knockon
# why: stable_softmax skips the division at the default temperature and uses the time saved to "work in double for accuracy", scaled = scores.double() when temp == 1.0, without casting back; so at temperature 1 float32 scores give float64 weights, and attention (which calls it with the default) multiplies float64 weights with float32 values and raises RuntimeError, in attention and in multi-head attention
# diagnosis: dtype-float64

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
    if temp == 1.0:
        scaled = scores.double()  # nothing to divide: work in double for accuracy
    else:
        scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
