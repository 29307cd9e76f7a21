package com.pharmaerp.api.platform.requestid;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemExceptionMapper;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** The request id travels into the log lines written while serving the request. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class RequestIdLoggingTest {

    private final List<ExtLogRecord> records = new CopyOnWriteArrayList<>();
    private final Logger logger = Logger.getLogger(ProblemExceptionMapper.class.getName());
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record instanceof ExtLogRecord ext) {
                ext.copyMdc();
                records.add(ext);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void captureLogs() {
        logger.addHandler(capture);
    }

    @AfterEach
    void stopCapturing() {
        logger.removeHandler(capture);
    }

    @Test
    void logLineOfAFailedRequestCarriesItsRequestIdAndKeyIdButNoKey() {
        authorised().header("X-Request-Id", "trace-me-123").get("/v1/test-only/bug").then().statusCode(500);

        assertThat(records).isNotEmpty();
        ExtLogRecord record = records.get(0);
        assertThat(record.getMdc(RequestIds.MDC_KEY)).isEqualTo("trace-me-123");
        assertThat(record.getMdc("keyId")).isEqualTo("key_Active0000000001");
        assertThat(record.getFormattedMessage()).doesNotContain(TestKeys.ACTIVE);
        assertThat(record.getThrown()).as("stack trace kept for the log").isNotNull();
    }
}
