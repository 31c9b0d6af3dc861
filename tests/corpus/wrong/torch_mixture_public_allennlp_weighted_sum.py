# track: torch
# exercise: mixture
# why: ports AllenNLP's util.weighted_sum(matrix, attention), written for batch-first tensors where a 2-D attention is (batch, seq_len): 3-D inputs take its attention.bmm(matrix) branch (right, but bmm cannot broadcast batches), while 2-D (T, S) weights go through its unsqueeze/expand branch, which reads T as a batch axis (RuntimeError unless T == S, and each output row weights only its own value vector when T == S), and 4-D heads are mixed wrongly too
# kind: public
# diagnosis: fixed-ndim, crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    attention, matrix = weights, values
    if attention.dim() == 2 and matrix.dim() == 3:
        return attention.unsqueeze(1).bmm(matrix).squeeze(1)
    if attention.dim() == 3 and matrix.dim() == 3:
        return attention.bmm(matrix)
    if matrix.dim() - 1 < attention.dim():
        expanded_size = list(matrix.size())
        for i in range(attention.dim() - matrix.dim() + 1):
            matrix = matrix.unsqueeze(1)
            expanded_size.insert(i + 1, attention.size(i + 1))
        matrix = matrix.expand(*expanded_size)
    intermediate = attention.unsqueeze(-1).expand_as(matrix) * matrix
    return intermediate.sum(dim=-2)
