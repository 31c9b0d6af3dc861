# track: numpy
# exercise: softmax
# why: stable_softmax follows ONNX's Softmax before opset 13, which coerces the input to 2-D, (a_0 * ... * a_{axis-1}, a_axis * ... * a_{n-1}), with the default axis=1, and normalises each of those rows; for 2-D scores that is each query row, but batched scores become one row per batch element, so every (T, S) map is normalised as a whole instead of row by row
# kind: public
# diagnosis: softmax-whole-array, fails-with-leading-axes
def stable_softmax(scores: np.ndarray, temperature: float = 1.0, axis: int = 1) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shape = scaled.shape
    x = scaled.reshape(math.prod(shape[:axis]), -1)  # ONNX: coerce into a 2-D matrix
    x_max = np.max(x, axis=1, keepdims=True)
    tmp = np.exp(x - x_max)
    s = np.sum(tmp, axis=1, keepdims=True)
    return (tmp / s).reshape(shape)
