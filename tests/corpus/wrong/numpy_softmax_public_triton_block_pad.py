# track: numpy
# exercise: softmax
# why: stable_softmax ports the Triton fused-softmax tutorial, which pads each row to BLOCK_SIZE = next_power_of_2(n_cols) with tl.load(..., other=-float('inf')), but pads with np.pad's default constant 0 instead of -inf; unless S is a power of two, the padding columns add exp(0 - max) to every row's sum (and 0 competes for the maximum), so the sliced-back weights are each row's weights times a factor below 1 and the rows no longer sum to 1
# kind: public
# diagnosis: row-scale, epsilon
def _next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length()


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    n_cols = scaled.shape[-1]
    block_size = _next_power_of_2(n_cols)
    # tl.load(input_ptrs, mask=col_offsets < n_cols, other=-float('inf'))
    row = np.pad(scaled, [(0, 0)] * (scaled.ndim - 1) + [(0, block_size - n_cols)])
    row_minus_max = row - row.max(axis=-1, keepdims=True)
    numerator = np.exp(row_minus_max)
    denominator = numerator.sum(axis=-1, keepdims=True)
    softmax_output = numerator / denominator
    return softmax_output[..., :n_cols]
