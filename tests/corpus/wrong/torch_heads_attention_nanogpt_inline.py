# track: torch
# exercise: heads
# why: attention is nanoGPT's inline block (att = q @ k.transpose / sqrt, masked_fill(~mask, -inf), softmax, att @ v) with every check dropped: k/v size mismatches raise RuntimeError and a query with no visible key gives NaN instead of ValueError
# kind: error-case
# diagnosis: error-not-raised,error-not-valueerror


def attention(q, k, v, allowed=None):
    att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
    if allowed is not None:
        att = att.masked_fill(~allowed.bool().to(att.device), float("-inf"))
    att = torch.softmax(att, dim=-1)
    return att @ v, att
