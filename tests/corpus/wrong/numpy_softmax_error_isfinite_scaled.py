# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature through the scaled scores, "if temperature <= 0 or not np.isfinite(scaled).all()", meaning to catch an infinite temperature; that raises ValueError for every valid input holding -inf scores (hidden keys) and still lets temperature = inf through (the scaled scores are 0)
# kind: error
# diagnosis: error-on-valid,error-not-raised


def stable_softmax(scores, temperature=1.0):
    scaled = np.asarray(scores) / temperature
    if temperature <= 0 or not np.isfinite(scaled).all():
        raise ValueError("temperature must be a positive finite number")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
